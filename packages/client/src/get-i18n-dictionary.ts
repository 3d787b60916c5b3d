import type { PublicDictionary } from '@bar/domain/api/content';
import { apiClient, type ApiClient } from './api-client';

/**
 * GET /api/out/rdd/i18n/{lang}?tenant=: the tenant's translations for one
 * language, the request host's tenant unless one is named. The API answers flat dotted keys;
 * the answer is returned as received (`unknown`) for the caller to flatten with
 * `flattenMessages` from @bar/i18n, which also accepts a nested map.
 */
export async function getI18nDictionary(
  lang: string,
  options: { tenant?: string; client?: ApiClient } = {},
): Promise<unknown> {
  const client = options.client ?? apiClient;
  const body = await client.get<PublicDictionary | null>(
    `/api/out/rdd/i18n/${encodeURIComponent(lang)}`,
    { query: { tenant: options.tenant }, token: null, cache: 'no-store' },
  );
  return body?.dict ?? {};
}
