import type { FastifyPluginAsync } from 'fastify';
import cancelReservation from './cancel-reservation.js';
import createReservation from './create-reservation.js';
import getAvailability from './get-availability.js';

/** /api/reservations: the guests' side of reservations (no sign-in). One file per endpoint. */
const reservationsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(getAvailability);
  await fastify.register(createReservation);
  await fastify.register(cancelReservation);
};

export default reservationsRoutes;
