import { getAiAgentContract } from '@bar/domain/api/assistant';
import { aiAgentFromStored } from '@bar/domain/ai-agent';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * GET /api/admin/ai-agents/:agentId: the tenant's agent document merged over the defaults (a
 * missing document is the empty configuration). It doubles as the back office's access gate:
 * a 200 means the caller is staff.
 */
const getAiAgent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, getAiAgentContract),
    handler: async (request) => {
      const { agentId } = request.params;
      const stored = await request.docs.get(`ai_agents/${agentId}`);
      return { id: agentId, ...aiAgentFromStored(stored) };
    },
  });
  done();
};

export default getAiAgent;
