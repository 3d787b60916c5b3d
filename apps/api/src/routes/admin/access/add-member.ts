import { addMemberContract } from '@bar/domain/api/access';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { addMember } from '../../../repositories/members.js';
import { actorOf, memberList } from './shared.js';

/**
 * POST /api/admin/members {email} — makes the address an admin of the request's tenant and logs
 * who did it and when (superadmins). The role applies once the account's e-mail is verified.
 * An address that is already an admin answers 409; nothing is logged twice.
 */
const addMemberRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, addMemberContract),
    handler: async (request, reply) => {
      const { email } = request.body;
      const { created } = await addMember(request.docs, email, actorOf(request));
      if (!created)
        throw fastify.httpErrors.conflict(errorMessage('MEMBER_EXISTS', requestLocale(request)));
      fastify.members.forget(request.tenant, email);
      return reply.code(201).send(await memberList(request));
    },
  });
  done();
};

export default addMemberRoute;
