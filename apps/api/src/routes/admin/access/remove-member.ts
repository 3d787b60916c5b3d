import { removeMemberContract } from '@bar/domain/api/access';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { removeMember } from '../../../repositories/members.js';
import { actorOf, memberList } from './shared.js';

/** DELETE /api/admin/members/:email — the address is no longer an admin here; logged (superadmins). */
const removeMemberRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, removeMemberContract),
    handler: async (request) => {
      const { email } = request.params;
      if (!(await removeMember(request.docs, email, actorOf(request))))
        throw fastify.httpErrors.notFound(errorMessage('MEMBER_NOT_FOUND', requestLocale(request)));
      fastify.members.forget(request.tenant, email);
      return memberList(request);
    },
  });
  done();
};

export default removeMemberRoute;
