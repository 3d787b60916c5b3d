import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/error-messages.js';
import { requestLocale } from '../../../lib/request-locale.js';

/** 400 PAGE_REQUIRED, translated, when the page scope comes without its page key. */
export function pageRequired(fastify: FastifyInstance, request: FastifyRequest): Error {
  return Object.assign(
    fastify.httpErrors.badRequest(errorMessage('PAGE_REQUIRED', requestLocale(request))),
    {
      code: 'PAGE_REQUIRED',
    },
  );
}

/** Admin answers are per account and change at any time: never cached. */
export const noStore = (fastify: FastifyInstance) =>
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
