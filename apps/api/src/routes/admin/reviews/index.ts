import type { FastifyPluginAsync } from 'fastify';
import reviewRoutes from './review-routes.js';

/** /api/admin/reviews: moderation of the guests' reviews. */
const adminReviewsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(reviewRoutes);
};

export default adminReviewsRoutes;
