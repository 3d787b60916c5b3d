import type { FastifyRequest } from 'fastify';
import { listMemberChanges, listMembers } from '../../../repositories/members.js';

/** Who made a change, as the log shows it: the caller's e-mail (superadmins always have one). */
export const actorOf = (request: FastifyRequest): string =>
  request.identity?.email?.toLowerCase() ?? request.identity?.uid ?? 'unknown';

/** The answer of every members route: the list and the log after the change. */
export async function memberList(request: FastifyRequest) {
  const [members, changes] = await Promise.all([
    listMembers(request.docs),
    listMemberChanges(request.docs),
  ]);
  return { tenant: request.tenant, members, changes };
}
