import {
  listAdminReviewsContract,
  replyToReviewContract,
  setReviewVisibilityContract,
} from '@bar/domain/api/reviews';
import { localizeEvent } from '@bar/domain/events/localized';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { readMailBrand } from '../../../mail/brand.js';
import { reviewReplyMail } from '../../../mail/review-mails.js';
import { findEvent, tenantTimeZone } from '../../../repositories/events.js';
import {
  listAdminReviews,
  markReviewReplied,
  readReview,
  setReviewHidden,
} from '../../../repositories/reviews.js';

/**
 * GET /api/admin/reviews — surveys and event feedback, newest first; PATCH /:kind/:id — hide or
 * show; POST /:kind/:id/reply — answer the guest by e-mail (staff). Log lines carry ids only.
 */
const reviewRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listAdminReviewsContract),
    handler: async (request) => {
      return { reviews: await listAdminReviews(request.docs, request.query.limit) };
    },
  });

  fastify.route({
    ...contractRoute(fastify, setReviewVisibilityContract),
    handler: async (request) => {
      const { kind, id } = request.params;
      const review = await setReviewHidden(request.docs, kind, id, request.body.hidden);
      if (!review)
        throw fastify.httpErrors.notFound(errorMessage('REVIEW_NOT_FOUND', requestLocale(request)));
      request.log.info({ kind, reviewId: id, hidden: review.hidden }, 'review moderated by staff');
      return review;
    },
  });

  fastify.route({
    ...contractRoute(fastify, replyToReviewContract),
    config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const { kind, id } = request.params;
      const locale = requestLocale(request);
      const review = await readReview(request.docs, kind, id);
      if (!review) throw fastify.httpErrors.notFound(errorMessage('REVIEW_NOT_FOUND', locale));
      if (kind !== 'feedback' || !review.email) {
        throw Object.assign(fastify.httpErrors.conflict(errorMessage('REVIEW_NO_EMAIL', locale)), {
          code: 'REVIEW_NO_EMAIL',
        });
      }
      const guestLocale = normalizeLocale(review.locale);
      const brand = await readMailBrand(request.docs, guestLocale);
      // The mail names the event in the guest's language (the review keeps the Spanish title it
      // was written under; an event deleted since keeps that one).
      const event =
        review.event &&
        (await findEvent(request.docs, review.event.id, await tenantTimeZone(request.docs)));
      const named =
        event && review.event
          ? {
              ...review,
              event: { ...review.event, title: localizeEvent(event, guestLocale).title },
            }
          : review;
      const entry = await fastify.mailer.send(
        request.docs,
        reviewReplyMail(named, request.body.message, brand),
      );
      request.log.info({ reviewId: id, outboxId: entry.id }, 'review answered by staff');
      return (await markReviewReplied(request.docs, id, new Date().toISOString())) ?? review;
    },
  });
  done();
};

export default reviewRoutes;
