import { z } from 'zod';
import { MemberChangeSchema, MemberEmailSchema, MemberSchema } from '../members.js';
import { defineContract } from './contract.js';

/** A tenant's admins and the log of who added or removed whom, newest first. */
export const MemberListSchema = z.object({
  tenant: z.string(),
  members: z.array(MemberSchema),
  changes: z.array(MemberChangeSchema),
});
export type MemberList = z.infer<typeof MemberListSchema>;

export const AddMemberBodySchema = z.object({ email: MemberEmailSchema }).strict();
export const MemberParamsSchema = z.object({ email: MemberEmailSchema });

/** GET /api/admin/members — superadmins: the request's tenant's admins and the change log. */
export const listMembersContract = defineContract({
  method: 'GET',
  path: '/api/admin/members',
  summary: 'The tenant’s admins and who changed them, when',
  tags: ['access'],
  response: MemberListSchema,
  errors: [],
});

/** POST /api/admin/members {email} — superadmins: makes the address an admin of the tenant (once verified). */
export const addMemberContract = defineContract({
  method: 'POST',
  path: '/api/admin/members',
  summary: 'Make an e-mail address an admin of the tenant',
  tags: ['access'],
  body: AddMemberBodySchema,
  status: 201,
  response: MemberListSchema,
  errors: [400, 409],
});

/** DELETE /api/admin/members/:email — superadmins: the address is no longer an admin of the tenant. */
export const removeMemberContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/members/:email',
  summary: 'Remove an admin of the tenant',
  tags: ['access'],
  params: MemberParamsSchema,
  response: MemberListSchema,
  errors: [400, 404],
});
