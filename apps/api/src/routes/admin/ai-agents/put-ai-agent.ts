import { AgentIdSchema, aiAgentFromStored, AiAgentSchema } from '@bar/domain/ai-agent';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { serverTimestamp } from '../../../stores/document-store.js';
import { AiAgentResponseSchema } from './get-ai-agent.js';

/**
 * PUT /api/admin/ai-agents/:agentId: the agent document as the configuration screen saves it;
 * a missing document is created. Replaces the whole document.
 */
const putAiAgent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.put(
    '/:agentId',
    {
      config: { access: ACCESS.staff },
      bodyLimit: 65_536,
      schema: {
        tags: ['admin'],
        summary: 'Save an AI agent’s configuration',
        security: bearerSecurity,
        params: z.object({ agentId: AgentIdSchema }),
        body: AiAgentSchema,
        response: { 200: AiAgentResponseSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { agentId } = request.params;
      await request.docs.set(`ai_agents/${agentId}`, {
        ...request.body,
        updatedAt: serverTimestamp(),
      });
      return { id: agentId, ...aiAgentFromStored(await request.docs.get(`ai_agents/${agentId}`)) };
    },
  );
  done();
};

export default putAiAgent;
