import { listOutboxContract, resendOutboxContract } from '@bar/domain/api/outbox';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { listOutbox } from '../../../repositories/outbox.js';

/**
 * GET /api/admin/outbox — every message sent or queued, newest first (staff); POST
 * /api/admin/outbox/:id/resend — deliver one again.
 */
const outboxRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listOutboxContract),
    handler: async (request) => {
      // Staff opening the outbox also gets due retries going for this tenant.
      await fastify.mailer
        .retryDue(request.docs)
        .catch((err: unknown) => request.log.warn({ err }, 'retry failed'));
      return { driver: fastify.mailer.driver, entries: await listOutbox(request.docs) };
    },
  });

  fastify.route({
    ...contractRoute(fastify, resendOutboxContract),
    handler: async (request) => {
      const entry = await fastify.mailer.resend(request.docs, request.params.id);
      if (!entry)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      return entry;
    },
  });
  done();
};

export default outboxRoutes;
