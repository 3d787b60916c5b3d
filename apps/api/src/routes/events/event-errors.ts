import { isEventMessageId } from '@bar/domain/events/messages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { errorMessage } from '../../lib/texts/error-messages.js';
import type { Locale } from '@bar/domain/locale';
import { catalogueText } from '../../lib/texts/catalogue.js';

const translate = (message: string, locale: Locale) =>
  isEventMessageId(message) ? catalogueText(message, locale) : message;

/**
 * A 400 for an event that breaks the domain rules: the first rule's text as the message (e.g.
 * 'Title is required' in English), every issue with its path and translated text, and the ids
 * so a form can show each message under its field.
 */
export function eventValidationError(fastify: FastifyInstance, error: z.ZodError, locale: Locale) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.') || 'body',
    message: translate(issue.message, locale),
    ...(isEventMessageId(issue.message) ? { id: issue.message } : {}),
  }));
  const first = error.issues.find((issue) => isEventMessageId(issue.message));
  const message = first
    ? translate(first.message, locale)
    : errorMessage('VALIDATION_ERROR', locale);
  return Object.assign(fastify.httpErrors.badRequest(message), {
    code: 'VALIDATION_ERROR',
    issues,
  });
}
