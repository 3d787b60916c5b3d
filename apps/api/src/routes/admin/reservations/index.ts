import type { FastifyPluginAsync } from 'fastify';
import listReservations from './list-reservations.js';
import setReservationState from './set-reservation-state.js';

/** /api/admin/reservations: the back office's Reservas tab. */
const adminReservationsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listReservations);
  await fastify.register(setReservationState);
};

export default adminReservationsRoutes;
