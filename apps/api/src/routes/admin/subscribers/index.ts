import type { FastifyPluginAsync } from 'fastify';
import listSubscribers from './list-subscribers.js';

/** /api/admin/subscribers: the back office's mailing list view. */
const adminSubscribersRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listSubscribers);
};

export default adminSubscribersRoutes;
