import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client';

export const ROLES = ['anon', 'user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Raw call: GET /api/acl/role, never cached (the role changes with verification). */
export async function getRole(token: string | null, client: ApiClient = apiClient) {
  return client.get<{ role: unknown }>('/api/acl/role', { token, cache: 'no-store' });
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
