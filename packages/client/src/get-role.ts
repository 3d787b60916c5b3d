import type { getRoleContract } from '@bar/domain/api/session';
import { isRole, type Role } from '@bar/domain/role-names';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client';
import { endpoint } from './endpoint';

export { isRole, ROLES, type Role } from '@bar/domain/role-names';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/session') : undefined;

/** GET /api/acl/role, never cached (the role changes with verification). */
export const getRoleEndpoint = endpoint<typeof getRoleContract>(
  'GET /api/acl/role',
  contracts?.then((m) => m.getRoleContract),
);

/** Raw call: the caller's role as the API answers it. */
export function getRole(token: string | null, client: ApiClient = apiClient) {
  return getRoleEndpoint({}, { token, cache: 'no-store', client });
}

/**
 * The role of a signed-in account: a failed call or an unknown value counts as 'user'
 * (spec: "Role fetch failure: role user, silent").
 */
export async function fetchSignedInRole(
  token: string | null,
  client: ApiClient = apiClient,
): Promise<Role> {
  try {
    const { role } = await getRole(token, client);
    return isRole(role) ? role : 'user';
  } catch {
    return 'user';
  }
}

export const roleQueryKey = (uid: string | null) => ['acl-role', uid] as const;

export function getRoleQueryOptions(
  uid: string | null,
  getToken: () => Promise<string | null>,
  client: ApiClient = apiClient,
) {
  return queryOptions({
    queryKey: roleQueryKey(uid),
    queryFn: async (): Promise<Role> =>
      uid === null ? 'anon' : fetchSignedInRole(await getToken(), client),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useRole(uid: string | null, getToken: () => Promise<string | null>) {
  return useQuery(getRoleQueryOptions(uid, getToken));
}
