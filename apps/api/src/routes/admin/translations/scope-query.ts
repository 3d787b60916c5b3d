import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';

/** 400 PAGE_REQUIRED, translated, when the page scope comes without its page key. */
export function pageRequired(fastify: FastifyInstance, request: FastifyRequest): Error {
  return Object.assign(
    fastify.httpErrors.badRequest(errorMessage('PAGE_REQUIRED', requestLocale(request))),
    {
      code: 'PAGE_REQUIRED',
    },
  );
}
