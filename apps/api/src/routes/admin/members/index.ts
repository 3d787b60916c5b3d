import type { FastifyPluginAsync } from 'fastify';
import addMember from './add-member.js';
import listMembers from './list-members.js';
import removeMember from './remove-member.js';

/** /api/admin/members: the access control tab (superadmins manage each tenant's admins). */
const membersRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listMembers);
  await fastify.register(addMember);
  await fastify.register(removeMember);
};

export default membersRoutes;
