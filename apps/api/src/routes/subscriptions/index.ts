import type { FastifyPluginAsync } from 'fastify';
import confirmAndUnsubscribe from './confirm-and-unsubscribe.js';
import createSubscription from './create-subscription.js';

/** /api/subscriptions: the mailing list's signup, confirmation and unsubscribe (no sign-in). */
const subscriptionsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createSubscription);
  await fastify.register(confirmAndUnsubscribe);
};

export default subscriptionsRoutes;
