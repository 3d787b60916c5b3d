import { listMembersContract } from '@bar/domain/api/access';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { memberList } from './shared.js';

/** GET /api/admin/members — the request's tenant's admins and the change log (superadmins). */
const listMembersRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listMembersContract),
    handler: async (request) => {
      return memberList(request);
    },
  });
  done();
};

export default listMembersRoute;
