import type { FastifyPluginAsync } from 'fastify';
import listReviews from './list-reviews.js';

/** /api/reviews: the reviews rail's read. One file per endpoint. */
const reviewsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listReviews);
};

export default reviewsRoutes;
