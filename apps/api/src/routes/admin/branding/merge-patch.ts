import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkContentPatch } from '@bar/domain/content/strict-patch';
import { type z } from 'zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';

/** Accepts `application/merge-patch+json` besides `application/json`, parsed the same way. */
export function acceptMergePatchJson(fastify: FastifyInstance): void {
  fastify.addContentTypeParser(
    'application/merge-patch+json',
    { parseAs: 'string' },
    fastify.getDefaultJsonParser('error', 'error'),
  );
}

/** The 400 for a patch whose result does not validate: translated text plus zod's issues. */
export function invalidContent(request: FastifyRequest, error: z.ZodError): Error {
  const err = Object.assign(new Error(errorMessage('VALIDATION_ERROR', requestLocale(request))), {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      code: issue.code,
      message: issue.message,
    })),
  });
  return err;
}

/**
 * Refuses a patch that names a key the document does not have, holds a text or list over the
 * limits, or sets a whole group to null (@bar/domain/content/strict-patch): 400, nothing written.
 * `current` is the document as a read answers it: what it already holds may be sent back as it is.
 */
export function assertStrictPatch(
  request: FastifyRequest,
  schema: z.ZodType,
  patch: unknown,
  current?: unknown,
): void {
  const issues = checkContentPatch(schema, patch, '', current);
  if (issues.length === 0) return;
  throw Object.assign(new Error(errorMessage('VALIDATION_ERROR', requestLocale(request))), {
    statusCode: 400,
    code: 'VALIDATION_ERROR',
    issues,
  });
}
