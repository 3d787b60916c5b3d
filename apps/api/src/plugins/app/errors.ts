import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorMessageId, errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { REPORTED_ERROR_EVENT } from '../../lib/observability/cloud-logging.js';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  416: 'RANGE_NOT_SATISFIABLE',
  429: 'RATE_LIMITED',
};

/** Errors (Fastify's own, the stores') whose English text we replace by a translated one. */
const TRANSLATED_CODES: Record<string, ErrorMessageId> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_ERROR',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_FILES_LIMIT: 'PAYLOAD_TOO_LARGE',
  STORED_RECORD_INVALID: 'STORED_RECORD_INVALID',
  STORE_UNAVAILABLE: 'STORE_UNAVAILABLE',
};

export interface ErrorBody {
  error: { code: string; message: string; issues?: unknown };
}

/**
 * The one error handler: `{ error: { code, message, issues? } }`. 4xx messages pass through
 * (translated where the text is ours or Fastify's), a 5xx's text never leaves the server.
 */
export default fp(
  (fastify, _opts, done) => {
    fastify.setErrorHandler((err: FastifyError, request, reply) => {
      const locale = requestLocale(request);
      if (hasZodFastifySchemaValidationErrors(err)) {
        const issues = err.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || err.validationContext,
          message: issue.message,
        }));
        request.log.info({ issues }, 'request validation failed');
        return reply.code(400).send({
          error: {
            code: 'VALIDATION_ERROR',
            message: errorMessage('VALIDATION_ERROR', locale),
            issues,
          },
        } satisfies ErrorBody);
      }

      const status =
        err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
      // A 5xx the route raised on purpose (`expose`, e.g. 503 payments unavailable) keeps its
      // translated text and code; any other is an internal error whose details stay in the log.
      const exposed = (err as { expose?: unknown }).expose === true && Boolean(err.code);
      if (status >= 500 && exposed) {
        request.log.warn({ err: { message: err.message, code: err.code } }, 'request unavailable');
        const id = TRANSLATED_CODES[err.code];
        return reply.code(status).send({
          error: { code: String(err.code), message: id ? errorMessage(id, locale) : err.message },
        } satisfies ErrorBody);
      }
      if (status >= 500) {
        // In Error Reporting's shape, so Google Cloud groups and alerts on it.
        request.log.error(
          {
            err,
            '@type': REPORTED_ERROR_EVENT,
            stack_trace: err.stack ?? String(err),
            context: {
              httpRequest: { method: request.method, url: request.url, responseStatusCode: status },
            },
          },
          'request failed',
        );
        return reply.code(status).send({
          error: { code: 'INTERNAL', message: errorMessage('INTERNAL', locale) },
        } satisfies ErrorBody);
      }

      request.log.info({ err: { message: err.message, code: err.code } }, 'request rejected');
      const translated = err.code ? TRANSLATED_CODES[err.code] : undefined;
      const ownCode = err.code && !err.code.startsWith('FST_') ? err.code : undefined;
      const code =
        status === 429 ? 'RATE_LIMITED' : (ownCode ?? CODE_BY_STATUS[status] ?? 'BAD_REQUEST');
      let message = err.message;
      if (translated) message = errorMessage(translated, locale);
      else if (status === 429) message = errorMessage('RATE_LIMITED', locale);
      const issues = (err as { issues?: unknown }).issues;
      return reply.code(status).send({
        error: { code, message, ...(issues === undefined ? {} : { issues }) },
      } satisfies ErrorBody);
    });
    done();
  },
  { name: 'errors', fastify: '5.x' },
);
