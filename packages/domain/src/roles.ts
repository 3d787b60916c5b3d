import { z } from 'zod';
import { ROLES, type Role } from './role-names.js';

export { isRole, ROLES, STAFF_ROLES, type Role } from './role-names.js';

export const RoleSchema = z.enum(ROLES);

/** What the role rule needs to know about a verified ID token. */
export interface RoleIdentity {
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
}

/** The server settings that grant staff roles. Never sent to a browser, never logged. */
export interface RoleLists {
  SUPER_ADMIN_EMAILS: readonly string[];
  HARD_ADMIN_EMAILS: readonly string[];
  ADMIN_EMAILS: readonly string[];
  /** Whole e-mail domains (`example.com` or `@example.com`); exact match, subdomains are not included. */
  ADMIN_DOMAINS: readonly string[];
}

const normalize = (value: string) => value.trim().toLowerCase();
const normalizeDomain = (value: string) => normalize(value).replace(/^@/, '');
const listHas = (list: readonly string[], value: string, by = normalize) =>
  list.some((item) => by(item) === value);

/**
 * The role of a caller. No identity or an anonymous guest is `anon`; an e-mail in the lists grants
 * `superadmin` or `admin` only once it is verified (anyone can sign up with an admin's address);
 * every other signed-in account is `user`. Comparisons ignore case and surrounding spaces.
 */
export function roleFor(identity: RoleIdentity | null, lists: RoleLists): Role {
  if (!identity || identity.isAnonymous) return 'anon';
  const email = identity.email ? normalize(identity.email) : '';
  if (!email || !identity.emailVerified) return 'user';
  if (listHas(lists.SUPER_ADMIN_EMAILS, email)) return 'superadmin';
  if (listHas(lists.HARD_ADMIN_EMAILS, email) || listHas(lists.ADMIN_EMAILS, email)) return 'admin';
  const at = email.lastIndexOf('@');
  const domain = at > 0 ? email.slice(at + 1) : '';
  if (domain && listHas(lists.ADMIN_DOMAINS, domain, normalizeDomain)) return 'admin';
  return 'user';
}

/** Whether a role is one of those a route admits. */
export const roleAllowed = (role: Role, allowed: readonly Role[]): boolean =>
  allowed.includes(role);
