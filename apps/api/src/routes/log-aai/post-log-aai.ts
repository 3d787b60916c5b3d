import { logChatTelemetryContract } from '@bar/domain/api/assistant';
import { TELEMETRY_MAX_BYTES } from '@bar/domain/assistant/wire';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { addTelemetry } from '../../repositories/chat-telemetry.js';

/** Batches per client address per minute: the widget flushes on hide, close and unload. */
export const TELEMETRY_RATE_LIMIT = { max: 30, timeWindow: 60_000 };

/**
 * POST /api/log-aai: the widget's telemetry entries, as a JSON array. Browsers
 * send it with `navigator.sendBeacon` or `fetch(…, { keepalive })` as text/plain (no preflight),
 * so a text/plain body is parsed as JSON here. Bounded in bytes (413) and entries (400).
 */
const postLogAai: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.removeContentTypeParser('text/plain');
  fastify.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: TELEMETRY_MAX_BYTES },
    (_request, body, parsed) => {
      try {
        parsed(null, JSON.parse(body as string));
      } catch {
        parsed(
          Object.assign(new Error('Invalid JSON'), {
            statusCode: 400,
            code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          }),
        );
      }
    },
  );
  fastify.route({
    ...contractRoute(fastify, logChatTelemetryContract),
    config: { access: ACCESS.public, rateLimit: TELEMETRY_RATE_LIMIT },
    bodyLimit: TELEMETRY_MAX_BYTES,
    handler: async (request, reply) => {
      const stored = await addTelemetry(request.docs, request.body);
      return reply.code(202).send({ ok: true as const, stored });
    },
  });
  done();
};

export default postLogAai;
