import { healthContract, readyContract } from '@bar/domain/api/ops';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { version } from '../../version.js';

/** Liveness (the process answers) and readiness (both stores answer and can write now). */
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
        await Promise.all([fastify.documents.ping(), fastify.blobs.ping()]);
        return { status: 'ready' as const, store: fastify.config.DATA_DRIVER };
      } catch (err) {
        request.log.error({ err }, 'store not reachable or not writable');
        return reply
          .code(503)
          .send({ error: { code: 'NOT_READY', message: 'Store not reachable.' } });
      }
    },
  });
  done();
};

export default healthRoutes;
