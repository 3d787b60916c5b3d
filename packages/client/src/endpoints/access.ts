import type {
  addMemberContract,
  listMembersContract,
  removeMemberContract,
} from '@bar/domain/api/access';
import { endpoint } from '../endpoint';

export type { MemberList } from '@bar/domain/api/access';
export type { Member, MemberChange } from '@bar/domain/members';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/access') : undefined;

/** GET /api/admin/members — the tenant's admins and the change log (superadmins). */
export const listMembers = endpoint<typeof listMembersContract>(
  'GET /api/admin/members',
  contracts?.then((m) => m.listMembersContract),
);

/** POST /api/admin/members {email} — adds an admin of the tenant (superadmins). */
export const addMember = endpoint<typeof addMemberContract>(
  'POST /api/admin/members',
  contracts?.then((m) => m.addMemberContract),
);

/** DELETE /api/admin/members/:email — removes an admin of the tenant (superadmins). */
export const removeMember = endpoint<typeof removeMemberContract>(
  'DELETE /api/admin/members/:email',
  contracts?.then((m) => m.removeMemberContract),
);
