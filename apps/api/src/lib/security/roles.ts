import { type Role, type RoleIdentity, roleFor, STAFF_ROLES } from '@bar/domain/roles';
import type { Config } from '../../config.js';

export type { Role } from '@bar/domain/roles';

/**
 * What a route admits, declared in its options as `config: { access }`: `'public'` (anyone, no
 * token needed) or the roles allowed. The auth plugin refuses to boot a route without it.
 */
export type RouteAccess = 'public' | readonly Role[];

/** The usual declarations, so routes read `config: { access: ACCESS.staff }`. */
export const ACCESS = {
  public: 'public',
  /** Any signed-in account that is not an anonymous guest. */
  signedIn: ['user', 'admin', 'superadmin'],
  staff: STAFF_ROLES,
  superadmin: ['superadmin'],
} as const satisfies Record<string, RouteAccess>;

/**
 * The caller's role on one tenant. Superadmins (SUPER_ADMIN_EMAILS) act on every tenant; the
 * admin lists (HARD_ADMIN_EMAILS, ADMIN_EMAILS, ADMIN_DOMAINS) name admins of BOOTSTRAP_TENANT
 * only; any other tenant's admins are its members (`isMember`, asked only when it matters).
 * Only a verified e-mail ever gets a staff role. The lists stay on the server: never sent, never logged.
 */
export async function roleOnTenant(
  identity: RoleIdentity | null,
  tenant: string,
  config: Config,
  isMember: (email: string) => Promise<boolean>,
): Promise<Role> {
  const listed = roleFor(identity, config);
  if (listed === 'anon' || listed === 'superadmin') return listed;
  if (listed === 'admin' && tenant === config.BOOTSTRAP_TENANT) return 'admin';
  if (!identity?.email || !identity.emailVerified) return 'user';
  return (await isMember(identity.email)) ? 'admin' : 'user';
}
