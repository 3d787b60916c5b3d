import { AgentIdSchema, aiAgentFromStored, AiAgentSchema } from '@bar/domain/ai-agent';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';

export const AiAgentResponseSchema = AiAgentSchema.extend({ id: AgentIdSchema });

/**
 * GET /api/admin/ai-agents/:agentId: the tenant's agent document merged over the defaults (a
 * missing document is the empty configuration). It doubles as the back office's access gate:
 * a 200 means the caller is staff.
 */
const getAiAgent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:agentId',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'An AI agent’s configuration (also the admin access check)',
        security: bearerSecurity,
        params: z.object({ agentId: AgentIdSchema }),
        // `_` is the gate's cache-busting timestamp.
        querystring: z.object({ _: z.string().optional() }),
        response: { 200: AiAgentResponseSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { agentId } = request.params;
      const stored = await request.docs.get(`ai_agents/${agentId}`);
      void reply.header('cache-control', 'no-store');
      return { id: agentId, ...aiAgentFromStored(stored) };
    },
  );
  done();
};

export default getAiAgent;
