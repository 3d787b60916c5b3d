import { reservationMessage, ReservationSchema } from '@bar/domain/reservations/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../../lib/request-locale.js';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { moveReservation } from '../../../repositories/reservations.js';
import { notifyReservation } from '../../reservations/notify.js';

/**
 * POST /api/admin/reservations/:id/state { state, note? } — staff confirm, decline or cancel;
 * the guest is mailed the change (with the note). A closed reservation answers 409.
 */
const setReservationState: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/:id/state',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Confirm, decline or cancel a reservation',
        security: bearerSecurity,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: z.object({
          state: z.enum(['confirmed', 'declined', 'cancelled']),
          note: z.string().max(500).optional(),
        }),
        response: {
          200: ReservationSchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const outcome = await moveReservation(
        request.docs,
        request.params.id,
        request.body.state,
        request.body.note,
      );
      if (outcome.kind === 'missing')
        throw fastify.httpErrors.notFound(
          reservationMessage('reservations.errors.notFound', locale),
        );
      if (outcome.kind === 'refused')
        throw Object.assign(
          fastify.httpErrors.conflict(
            reservationMessage('reservations.errors.alreadyClosed', locale),
          ),
          {
            code: 'RESERVATION_CLOSED',
          },
        );
      if (outcome.kind === 'same') return outcome.reservation;
      await notifyReservation(fastify, request, outcome.after, request.body.state);
      return outcome.after;
    },
  );
  done();
};

export default setReservationState;
