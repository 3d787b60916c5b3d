import { putAiAgentContract } from '@bar/domain/api/assistant';
import { aiAgentFromStored } from '@bar/domain/ai-agent';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { serverTimestamp } from '../../../stores/document-store.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * PUT /api/admin/ai-agents/:agentId: the agent document as the configuration screen saves it;
 * a missing document is created. Replaces the whole document.
 */
const putAiAgent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, putAiAgentContract),
    bodyLimit: 65_536,
    handler: async (request) => {
      const { agentId } = request.params;
      await request.docs.set(`ai_agents/${agentId}`, {
        ...request.body,
        updatedAt: serverTimestamp(),
      });
      return { id: agentId, ...aiAgentFromStored(await request.docs.get(`ai_agents/${agentId}`)) };
    },
  });
  done();
};

export default putAiAgent;
