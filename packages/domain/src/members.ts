import { z } from 'zod';

/**
 * A tenant's staff: `tenants/{t}/members/{email}` holds one admin
 * of that tenant; `tenants/{t}/members_log/{id}` records who added or removed whom, and when.
 * Superadmins come from the server's settings and act on every tenant.
 */
export const MemberEmailSchema = z.string().trim().toLowerCase().max(254).email();

export const MemberSchema = z.object({
  email: z.string(),
  role: z.literal('admin'),
  addedBy: z.string(),
  addedAt: z.string(),
});
export type Member = z.infer<typeof MemberSchema>;

export const MemberChangeSchema = z.object({
  id: z.string(),
  action: z.enum(['added', 'removed']),
  email: z.string(),
  by: z.string(),
  at: z.string(),
});
export type MemberChange = z.infer<typeof MemberChangeSchema>;

/** The normalised form of an address: members are keyed by it. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
