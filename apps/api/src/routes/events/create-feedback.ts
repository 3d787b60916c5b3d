import { createFeedbackContract } from '@bar/domain/api/events';
import { todayIn } from '@bar/domain/events/dates';
import { normalizeLocale } from '@bar/domain/locale';
import { checkFeedback, type FeedbackMessageId, feedbackRecord } from '@bar/domain/events/feedback';
import { isPastEvent } from '@bar/domain/events/timeline';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { catalogueText } from '../../lib/texts/catalogue.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { bearerSecurity } from '../../lib/http/openapi.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { addFeedback, findPublishedEvent, tenantTimeZone } from '../../repositories/events.js';

const FIELD_OF: Partial<Record<FeedbackMessageId, string>> = {
  'review.errors.nameRequired': 'name',
  'review.errors.contactRequired': 'email',
  'review.errors.consentRequired': 'consent',
  'review.errors.ratingRequired': 'rating',
  'review.errors.emailInvalid': 'email',
  'review.errors.phoneInvalid': 'phone',
};

/**
 * POST /api/events/:id/feedback — a guest's review (anonymous guests and visitors without a
 * session may post). Reviews are for published events that are over (the blog shows the form on
 * past events only): an upcoming one answers 409. Checks run in the spec's order with the
 * catalogue's texts in the body's `locale` (else x-locale / Accept-Language). Tighter rate limit.
 */
const createFeedback: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = contractRoute(fastify, createFeedbackContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, security: [...bearerSecurity, {}] },
    config: { access: ACCESS.public, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const input = request.body;
      const locale = input.locale ? normalizeLocale(input.locale) : requestLocale(request);
      const timeZone = await tenantTimeZone(request.docs);
      const event = await findPublishedEvent(request.docs, request.params.idOrSlug, timeZone);
      if (!event) throw fastify.httpErrors.notFound(errorMessage('EVENT_NOT_FOUND', locale));
      if (!isPastEvent(event, todayIn(timeZone), timeZone)) {
        const message = catalogueText('review.errors.eventNotPast', locale);
        throw Object.assign(fastify.httpErrors.conflict(message), {
          code: 'EVENT_NOT_PAST',
          issues: [{ path: 'body', id: 'review.errors.eventNotPast', message }],
        });
      }
      const failed = checkFeedback(input);
      if (failed) {
        const message = catalogueText(failed, locale);
        const issues = [{ path: FIELD_OF[failed] ?? 'body', id: failed, message }];
        throw Object.assign(fastify.httpErrors.badRequest(message), {
          code: 'VALIDATION_ERROR',
          issues,
        });
      }
      const id = await addFeedback(request.docs, feedbackRecord(input, event, locale));
      return reply.code(201).send({ ok: true as const, id });
    },
  });
  done();
};

export default createFeedback;
