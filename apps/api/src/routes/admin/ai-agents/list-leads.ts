import { AgentIdSchema } from '@bar/domain/ai-agent';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { authErrorResponses, bearerSecurity } from '../../../plugins/app/auth/openapi.js';
import { listLeads } from '../../../repositories/chat-leads.js';

const LeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  consent: z.boolean(),
  locale: z.string(),
  createdAt: z.string(),
});

/** GET /api/admin/ai-agents/:agentId/leads: the contacts left in the chat (ai_contacts), newest first. */
const listLeadsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:agentId/leads',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Leads from the chat',
        security: bearerSecurity,
        params: z.object({ agentId: AgentIdSchema }),
        response: { 200: z.object({ leads: z.array(LeadSchema) }), ...authErrorResponses },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { leads: await listLeads(_request.docs) };
    },
  );
  done();
};

export default listLeadsRoute;
