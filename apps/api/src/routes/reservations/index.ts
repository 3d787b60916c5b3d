import type { FastifyPluginAsync } from 'fastify';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { readEffectiveSettings } from '../../repositories/settings.js';
import cancelReservation from './cancel-reservation.js';
import createReservation from './create-reservation.js';
import getAvailability from './get-availability.js';

/** /api/reservations: the guests' side of reservations (no sign-in). One file per endpoint. */
const reservationsRoutes: FastifyPluginAsync = async (fastify) => {
  // With settings.faculties.booking off the restaurant takes no bookings: its page is a 404 and
  // so are these calls (a guest's signed cancel link still works: a booking made stays theirs).
  fastify.addHook('preHandler', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (url.endsWith('/cancel') || url.endsWith('/by-token')) return;
    const { settings } = await readEffectiveSettings(request.docs);
    if (settings.faculties.booking !== false) return;
    throw Object.assign(
      fastify.httpErrors.notFound(errorMessage('BOOKING_DISABLED', requestLocale(request))),
      { code: 'BOOKING_DISABLED' },
    );
  });
  await fastify.register(getAvailability);
  await fastify.register(createReservation);
  await fastify.register(cancelReservation);
};

export default reservationsRoutes;
