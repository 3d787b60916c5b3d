import { LocaleListSchema } from '@bar/domain/i18n/schema';
import { RouteKeySchema } from '@bar/domain/i18n/route-keys';
import { ScopeSchema } from '@bar/domain/i18n/scopes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { requestLocale } from '../../../lib/request-locale.js';

export const ScopeParamsSchema = z.object({ scope: ScopeSchema });

// The queries are strict: an unknown parameter (`?locale=de`) is a 400, never ignored while the
// write lands somewhere the caller did not mean.
export const PageQuerySchema = z
  .object({
    page: RouteKeySchema.optional().describe(
      'Route key of the page scope (normalised, e.g. kiosk-encuesta)',
    ),
  })
  .strict();

export const LoadQuerySchema = PageQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();

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
