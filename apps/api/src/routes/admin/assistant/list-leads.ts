import { listAgentLeadsContract } from '@bar/domain/api/assistant';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listLeads } from '../../../repositories/chat-leads.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** GET /api/admin/ai-agents/:agentId/leads: the contacts left in the chat (ai_contacts), newest first. */
const listLeadsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, listAgentLeadsContract),
    handler: async (request) => {
      return { leads: await listLeads(request.docs) };
    },
  });
  done();
};

export default listLeadsRoute;
