import { ChatLeadInputSchema } from '@bar/domain/assistant/wire';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { addLead } from '../../repositories/chat-leads.js';

/**
 * POST /api/leads: the chat's lead form (name, e-mail, consent; all three required) stored in
 * ai_contacts with a random 16-hex id and the server's timestamp. No account needed.
 */
const createLead: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/',
    {
      config: { access: ACCESS.public, rateLimit: { max: 5, timeWindow: 60_000 } },
      bodyLimit: 4096,
      schema: {
        tags: ['assistant'],
        summary: 'Leave a contact from the chat',
        body: ChatLeadInputSchema,
        response: {
          201: z.object({ ok: z.literal(true), id: z.string() }),
          400: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = await addLead(request.docs, request.body);
      return reply.code(201).send({ ok: true as const, id });
    },
  );
  done();
};

export default createLead;
