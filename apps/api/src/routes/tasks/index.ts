import { createHash, timingSafeEqual } from 'node:crypto';
import { runTasksContract } from '@bar/domain/api/ops';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { tasksTokenSecurity } from '../../lib/http/openapi.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { servedTenants } from '../../plugins/app/mailer.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * POST /api/tasks/run: Cloud Scheduler's call (every minute, README) for the work no guest's
 * request triggers: each tenant's due mail. Each message is claimed in the store before it is
 * sent, so two instances (or the in-process timer beside this call) never send one twice.
 */
const tasksRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
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
      for (const tenant of tenants)
        mailTried += await fastify.mailer.retryDue(fastify.documents.forTenant(tenant));
      return { mailTried, tenants: tenants.length };
    },
  });
  done();
};

export default tasksRoutes;
