import { type Role, type RoleIdentity, roleFor, STAFF_ROLES } from '@bar/domain/roles';
import type { Config } from '../config.js';

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

/** The caller's role from the server's e-mail lists (they stay on the server: never sent, never logged). */
export const roleOf = (identity: RoleIdentity | null, config: Config): Role =>
  roleFor(identity, config);
