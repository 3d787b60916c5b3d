import { createHash, timingSafeEqual } from 'node:crypto';
import { join } from 'node:path';
import { runTasksContract } from '@bar/domain/api/ops';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { tasksTokenSecurity } from '../../lib/http/openapi.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { PartFiles, sweepExpiredSessions } from '../../lib/media/resumable/upload-sessions.js';
import { servedTenants } from '../../plugins/app/mailer.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /api/tasks/run: Cloud Scheduler's call (every minute, README) for the work no guest's
 * request triggers: each tenant's due mail, and its abandoned uploads (sessions past their
 * lifetime and their unfinished bytes on the file driver). Each message is claimed in the store before it is
 * sent, so two instances (or the in-process timer beside this call) never send one twice.
 */
const tasksRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const parts = new PartFiles(join(fastify.config.DATA_DIR, 'uploads'));
  fastify.route({
    ...contractRoute(fastify, runTasksContract, { security: tasksTokenSecurity }),
    config: { access: 'public', rateLimit: false },
    handler: async (request, reply) => {
      const { TASKS_TOKEN } = fastify.config;
      void reply.header('cache-control', 'no-store');
      if (!TASKS_TOKEN)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      const given = request.headers['x-tasks-token'];
      if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(TASKS_TOKEN)))
        throw fastify.httpErrors.forbidden(errorMessage('FORBIDDEN', requestLocale(request)));
      const tenants = servedTenants(fastify.config);
      let mailTried = 0;
      let uploadsSwept = 0;
      for (const tenant of tenants) {
        const docs = fastify.documents.forTenant(tenant);
        mailTried += await fastify.mailer.retryDue(docs);
        uploadsSwept += await sweepExpiredSessions(docs);
        await parts.sweep(tenant);
      }
      return { mailTried, uploadsSwept, tenants: tenants.length };
    },
  });
  done();
};

export default tasksRoutes;
