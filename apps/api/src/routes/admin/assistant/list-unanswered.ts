import { listUnansweredContract } from '@bar/domain/api/assistant';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffContractRoute } from '../../../lib/http/contract-route.js';
import { listUnansweredGroups } from '../../../repositories/chat-unanswered.js';

/** GET /api/admin/ai-agents/:agentId/unanswered: the open unanswered questions, grouped. */
const listUnansweredRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, listUnansweredContract),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { groups: await listUnansweredGroups(request.docs) };
    },
  });
  done();
};

export default listUnansweredRoute;
