import type { FastifyPluginAsync } from 'fastify';
import outboxRoutes from './outbox-routes.js';

/** /api/admin/outbox: the back office's outbox view. */
const adminOutboxRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(outboxRoutes);
};

export default adminOutboxRoutes;
