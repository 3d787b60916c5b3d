import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, isApiError, isNetworkError, type ApiClient } from './api-client';
import { getAiAgent } from './endpoints/assistant';

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
  /** The language of the page asking: the denial's text comes back in it. */
  locale?: string,
): Promise<AdminAccess> {
  try {
    await getAiAgent(
      // The timestamp defeats any intermediate cache, as the original gate did.
      { params: { agentId }, query: { _: String(Date.now()) } },
      { client, token, locale, cache: 'no-store' },
    );
    return { status: 'allowed' };
  } catch (error) {
    if (isNetworkError(error) || !isApiError(error)) return { status: 'network-error' };
    return { status: 'denied', message: error.message };
  }
}

export const adminAccessBaseKey = ['admin-access'] as const;
/**
 * Keyed by account, role and language: a role change (e.g. after e-mail verification) asks
 * again, and so does a language change (the denial's text is written in the page's language).
 */
export const adminAccessQueryKey = (uid: string | null, role?: string, locale?: string) =>
  [...adminAccessBaseKey, uid, role ?? null, locale ?? null] as const;

export function checkAdminAccessQueryOptions(
  uid: string | null,
  getToken: () => Promise<string | null>,
  role?: string,
  client: ApiClient = apiClient,
  locale?: string,
) {
  const key = adminAccessQueryKey(uid, role, locale);
  return queryOptions({
    queryKey: key,
    queryFn: async () => checkAdminAccess(await getToken(), DEFAULT_AGENT_ID, client, locale),
    enabled: uid !== null,
    // After a language change the same account keeps its verdict while it is asked again (the
    // panel does not flicker to "checking"); another account or role never sees it.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === key[1] && previousQuery.queryKey[2] === key[2]
        ? previous
        : undefined,
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
  locale?: string,
) {
  return useQuery(checkAdminAccessQueryOptions(uid, getToken, role, apiClient, locale));
}
