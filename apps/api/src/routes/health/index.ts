import { healthContract, readyContract } from '@bar/domain/api/ops';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { version } from '../../version.js';

/** Liveness (the process answers) and readiness (the document store answers). */
const healthRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, healthContract),
    config: { access: 'public', rateLimit: false },
    handler: (request) => ({ status: 'ok' as const, tenant: request.tenant, version }),
  });

  fastify.route({
    ...contractRoute(fastify, readyContract),
    config: { access: 'public', rateLimit: false },
    handler: async (request, reply) => {
      try {
        await fastify.documents.ping();
        return { status: 'ready' as const, store: fastify.config.DATA_DRIVER };
      } catch (err) {
        request.log.error({ err }, 'store not reachable');
        return reply
          .code(503)
          .send({ error: { code: 'NOT_READY', message: 'Store not reachable.' } });
      }
    },
  });
  done();
};

export default healthRoutes;
