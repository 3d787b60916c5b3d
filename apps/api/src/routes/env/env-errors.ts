import type { EnvIssue } from '@bar/domain/env/prepare-save';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';

/**
 * The environment's 4xx answers, in the one error shape with a code of their own. Issues name
 * variables, never values: these texts also reach the log.
 */
export function envIssuesError(
  fastify: FastifyInstance,
  request: FastifyRequest,
  issues: EnvIssue[],
) {
  const locale = requestLocale(request);
  const translated = issues.map(({ name, code }) => ({
    path: `env.${name}`,
    code,
    message: errorMessage(code, locale),
  }));
  // One issue: its own text (e.g. 'Ya existe como requerida.'), as the form shows 'Error: {message}'.
  const message =
    translated.length === 1 ? translated[0]!.message : errorMessage('ENV_INVALID', locale);
  return fastify.httpErrors.createError(400, message, {
    code: translated.length === 1 ? translated[0]!.code : 'ENV_INVALID',
    issues: translated,
  });
}

export const tenantMismatchError = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.createError(403, errorMessage('ENV_TENANT_MISMATCH', requestLocale(request)), {
    code: 'ENV_TENANT_MISMATCH',
  });

/** A server-side key problem, answered as 409 with a clear text rather than an opaque 500. */
export const keyMismatchError = (
  fastify: FastifyInstance,
  request: FastifyRequest,
  names: string[],
) =>
  fastify.httpErrors.createError(409, errorMessage('ENV_KEY_MISMATCH', requestLocale(request)), {
    code: 'ENV_KEY_MISMATCH',
    issues: names.map((name) => ({ path: `env.${name}`, code: 'ENV_KEY_MISMATCH' })),
  });

export const versionExistsError = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.createError(409, errorMessage('ENV_VERSION_EXISTS', requestLocale(request)), {
    code: 'ENV_VERSION_EXISTS',
  });
