import type { Locale } from '@bar/domain/locale';
import type { BssEffective } from '@bar/domain/branding/bss-effective';
import { apiClient, type ApiClient } from './api-client';

export type { BssEffective } from '@bar/domain/branding/bss-effective';

/**
 * GET /api/bss-effective?locale=: the tenant's branding, settings and styles
 * merged over their defaults. Never cached by the browser ("no caching"): the caller keeps its
 * own copy. The server serialises through the domain schemas, so the answer is trusted to have
 * their shape once it says `ok`; the browser is spared zod (its readers stay defensive anyway).
 */
export async function getBssEffective(
  locale: Locale,
  client: ApiClient = apiClient,
): Promise<BssEffective> {
  const body = await client.get<Partial<BssEffective> | null>('/api/bss-effective', {
    query: { locale },
    token: null,
    cache: 'no-store',
  });
  if (body?.ok !== true) throw new Error('bss-effective: unexpected answer');
  return body as BssEffective;
}
