import { listReviewsContract } from '@bar/domain/api/surveys';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { listReviews } from '../../repositories/surveys.js';

/**
 * GET /api/reviews?locale= — only name, comment, locale, time and the overall rating leave the
 * API (with the spec's fallback read). Cached 30 s like the event lists.
 */
const listReviewsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listReviewsContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const { locale, limit } = request.query;
      const warn = (err: unknown) =>
        request.log.warn({ err }, 'reviews read by locale failed; filtering the newest 100');
      const items = await listReviews(request.docs, locale, limit, warn);
      void reply.header('cache-control', 'public, max-age=30');
      return { items };
    },
  });
  done();
};

export default listReviewsRoute;
