import type { FastifyPluginAsync } from 'fastify';
import confirmAndUnsubscribe from './confirm-and-unsubscribe.js';
import createSubscription from './create-subscription.js';
import requestUnsubscribeLink from './request-unsubscribe-link.js';

/**
 * /api/subscriptions: the mailing list's signup, confirmation, unsubscribe and the request for
 * an unsubscribe link (no sign-in).
 */
const subscriptionsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createSubscription);
  await fastify.register(confirmAndUnsubscribe);
  await fastify.register(requestUnsubscribeLink);
};

export default subscriptionsRoutes;
