import type { FastifyPluginAsync } from 'fastify';
import catalogRoute from './catalog.js';
import orderRoutes from './orders.js';

/** /api/checkout: the guests' online purchases (gift cards, event tickets) paid with PayPal. */
const checkoutRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(catalogRoute);
  await fastify.register(orderRoutes);
};

export default checkoutRoutes;
