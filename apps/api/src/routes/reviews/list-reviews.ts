import { ContentLocaleSchema } from '@bar/domain/i18n/locales';
import { REVIEWS_DEFAULT_LIMIT, ReviewListSchema } from '@bar/domain/surveys/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { listReviews } from '../../repositories/surveys.js';

export const ReviewListQuerySchema = z.object({
  locale: ContentLocaleSchema,
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_DEFAULT_LIMIT),
});

/**
 * GET /api/reviews?locale= — the home page's reviews rail: completed surveys of that language
 * with a comment, newest first (spec §7, with its fallback read). Only name, comment, locale,
 * time and the overall rating leave the API. Cached 30 s like the event lists.
 */
const listReviewsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['reviews'],
        summary: "Guests' comments for the reviews rail",
        querystring: ReviewListQuerySchema,
        response: { 200: ReviewListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { locale, limit } = request.query;
      const warn = (err: unknown) =>
        request.log.warn({ err }, 'reviews read by locale failed; filtering the newest 100');
      const items = await listReviews(request.docs, locale, limit, warn);
      void reply.header('cache-control', 'public, max-age=30');
      return { items };
    },
  );
  done();
};

export default listReviewsRoute;
