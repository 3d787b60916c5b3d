/**
 * The role names, without zod: browser code that only needs to recognise a role (the session,
 * the gate) imports this module and takes no schema library along. `roles.ts` builds the schema
 * and the role rule on top of it.
 */

/** Who may do what, from least to most trusted (anything without a role counts as anon). */
export const ROLES = ['anon', 'user', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that may open the back office. */
export const STAFF_ROLES = ['admin', 'superadmin'] as const satisfies readonly Role[];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);
