import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { listOutbox } from '../../../repositories/outbox.js';

export const OutboxEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.enum(['kept', 'queued', 'sent', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});

/**
 * GET /api/admin/outbox — every message sent or queued, newest first (staff); POST
 * /api/admin/outbox/:id/resend — deliver one again.
 */
const outboxRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'The outbox',
        security: bearerSecurity,
        response: {
          200: z.object({
            driver: z.enum(['outbox', 'smtp']),
            entries: z.array(OutboxEntrySchema),
          }),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      // Staff opening the outbox also gets due retries going for this tenant.
      await fastify.mailer
        .retryDue(request.docs)
        .catch((err: unknown) => request.log.warn({ err }, 'retry failed'));
      void reply.header('cache-control', 'no-store');
      return { driver: fastify.mailer.driver, entries: await listOutbox(request.docs) };
    },
  );

  fastify.post(
    '/:id/resend',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Send an outbox message again',
        security: bearerSecurity,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: OutboxEntrySchema, 404: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const entry = await fastify.mailer.resend(request.docs, request.params.id);
      if (!entry)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      return entry;
    },
  );
  done();
};

export default outboxRoutes;
