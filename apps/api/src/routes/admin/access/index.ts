import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../../../lib/security/roles.js';
import { accessForScope } from '../../../plugins/app/auth/route-access.js';
import addMember from './add-member.js';
import listMembers from './list-members.js';
import removeMember from './remove-member.js';

/** /api/admin/members: the access control tab (superadmins only: they manage each tenant's admins). */
const adminAccessRoutes: FastifyPluginAsync = async (fastify) => {
  accessForScope(fastify, ACCESS.superadmin);
  await fastify.register(listMembers);
  await fastify.register(addMember);
  await fastify.register(removeMember);
};

export default adminAccessRoutes;
