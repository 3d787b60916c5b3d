import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { version } from '../../version.js';

const HealthSchema = z.object({ status: z.literal('ok'), tenant: z.string(), version: z.string() });
const ReadySchema = z.object({ status: z.literal('ready'), store: z.string() });
const NotReadySchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

/** Liveness (the process answers) and readiness (the document store answers). */
const healthRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/health',
    {
      config: { access: 'public', rateLimit: false },
      schema: { tags: ['ops'], summary: 'Liveness', response: { 200: HealthSchema } },
    },
    (request) => ({ status: 'ok' as const, tenant: request.tenant, version }),
  );

  fastify.get(
    '/ready',
    {
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: the store is reachable',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (request, reply) => {
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
  );
  done();
};

export default healthRoutes;
