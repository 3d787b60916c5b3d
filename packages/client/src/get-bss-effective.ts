import type { Locale } from '@bar/domain/locale';
import type { BssEffective } from '@bar/domain/branding/bss-effective';
import { apiClient, type ApiClient } from './api-client';
import { bssEffective } from './endpoints/public-site';

export type { BssEffective } from '@bar/domain/branding/bss-effective';

/**
 * GET /api/bss-effective?locale=: the tenant's branding, settings and styles merged over their
 * defaults. Never cached by the browser ("no caching"): the caller keeps its own copy.
 */
export function getBssEffective(
  locale: Locale,
  client: ApiClient = apiClient,
): Promise<BssEffective> {
  return bssEffective({ query: { locale } }, { client, token: null, cache: 'no-store' });
}
