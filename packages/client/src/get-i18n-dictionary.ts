import { apiClient, type ApiClient } from './api-client';
import { publicDictionary } from './endpoints/translations';

/**
 * GET /api/out/rdd/i18n/{lang}?tenant=: the tenant's translations for one language, the request
 * host's tenant unless one is named. The API answers flat dotted keys; the answer is returned as
 * `unknown` for the caller to flatten with `flattenMessages` from @bar/i18n, which also accepts
 * a nested map.
 */
export async function getI18nDictionary(
  lang: string,
  options: { tenant?: string; client?: ApiClient } = {},
): Promise<unknown> {
  const body = await publicDictionary(
    { params: { lang }, query: { tenant: options.tenant } },
    { client: options.client ?? apiClient, token: null, cache: 'no-store' },
  );
  return body.dict;
}
