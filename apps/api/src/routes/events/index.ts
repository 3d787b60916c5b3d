import type { FastifyPluginAsync } from 'fastify';
import createFeedback from './create-feedback.js';
import getEvent from './get-event.js';
import listEvents from './list-events.js';

/** /api/events: the public reads of published events and guest reviews. One file per endpoint. */
const eventsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listEvents);
  await fastify.register(getEvent);
  await fastify.register(createFeedback);
};

export default eventsRoutes;
