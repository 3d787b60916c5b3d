import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError, isNetworkError, type ApiClient } from './api-client';

export const DEFAULT_AGENT_ID = 'default';

/**
 * The admin gate asks the server: a 200 from the agent admin endpoint means allowed,
 * any other answer means denied (with the server's text), no answer is a network failure.
 */
export type AdminAccess =
  { status: 'allowed' } | { status: 'denied'; message: string } | { status: 'network-error' };

export async function checkAdminAccess(
  token: string | null,
  agentId: string = DEFAULT_AGENT_ID,
  client: ApiClient = apiClient,
): Promise<AdminAccess> {
  try {
    await client.get(`/api/admin/ai-agents/${encodeURIComponent(agentId)}`, {
      token,
      // The timestamp defeats any intermediate cache, as the original gate did.
      query: { _: Date.now() },
      cache: 'no-store',
    });
    return { status: 'allowed' };
  } catch (error) {
    if (isNetworkError(error) || !isApiError(error)) return { status: 'network-error' };
    return { status: 'denied', message: error.message };
  }
}

export const adminAccessBaseKey = ['admin-access'] as const;
/** Keyed by account and role: a role change (e.g. after e-mail verification) asks again. */
export const adminAccessQueryKey = (uid: string | null, role?: string) =>
  [...adminAccessBaseKey, uid, role ?? null] as const;

export function checkAdminAccessQueryOptions(
  uid: string | null,
  getToken: () => Promise<string | null>,
  role?: string,
  client: ApiClient = apiClient,
) {
  return queryOptions({
    queryKey: adminAccessQueryKey(uid, role),
    queryFn: async () => checkAdminAccess(await getToken(), DEFAULT_AGENT_ID, client),
    enabled: uid !== null,
    // A permission is asked afresh every time: never served from cache.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useAdminAccess(
  uid: string | null,
  getToken: () => Promise<string | null>,
  role?: string,
) {
  return useQuery(checkAdminAccessQueryOptions(uid, getToken, role));
}
