import { normalizeLocale } from '@bar/domain/locale';
import { reservationMessage, ReservationStateSchema } from '@bar/domain/reservations/schema';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.js';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { moveReservation, readReservation } from '../../repositories/reservations.js';
import { CANCEL_PURPOSE, notifyReservation } from './notify.js';

const TokenSchema = z.string().min(10).max(400);

export const GuestReservationSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  state: ReservationStateSchema,
});

/** The reservation id a cancel token names, for this tenant only; null otherwise. */
function reservationIdOf(
  fastify: { guestLinks: FastifyInstance['guestLinks'] },
  tenant: string,
  token: string,
) {
  const signed = fastify.guestLinks.verify(CANCEL_PURPOSE, token);
  const [owner, id] = signed?.split('/') ?? [];
  return owner === tenant && id ? id : null;
}

/**
 * GET /api/reservations/by-token?token= — what the cancel page shows; POST
 * /api/reservations/cancel { token } — the guest cancels (no sign-in: the signed link is the
 * proof). Cancelling twice answers the cancelled reservation again; the covers are freed once.
 */
const cancelReservation: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const linkInvalid = (locale: 'es' | 'en' | 'fr') =>
    Object.assign(
      fastify.httpErrors.badRequest(reservationMessage('reservations.errors.linkInvalid', locale)),
      {
        code: 'LINK_INVALID',
      },
    );

  fastify.get(
    '/by-token',
    {
      config: { access: ACCESS.public, rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: ['reservations'],
        summary: 'The reservation a cancel link names',
        querystring: z.object({ token: TokenSchema }),
        response: { 200: GuestReservationSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const id = reservationIdOf(fastify, request.tenant, request.query.token);
      if (!id) throw linkInvalid(locale);
      const found = await readReservation(request.docs, id);
      if (!found)
        throw fastify.httpErrors.notFound(
          reservationMessage('reservations.errors.notFound', locale),
        );
      void reply.header('cache-control', 'no-store');
      return found;
    },
  );

  fastify.post(
    '/cancel',
    {
      config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['reservations'],
        summary: 'Cancel a reservation from the link in its mail',
        body: z.object({ token: TokenSchema, locale: z.string().max(35).optional() }),
        response: {
          200: GuestReservationSchema,
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request) => {
      const locale = request.body.locale
        ? normalizeLocale(request.body.locale)
        : requestLocale(request);
      const id = reservationIdOf(fastify, request.tenant, request.body.token);
      if (!id) throw linkInvalid(locale);
      const outcome = await moveReservation(request.docs, id, 'cancelled');
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
      await notifyReservation(fastify, request, outcome.after, 'cancelled');
      return outcome.after;
    },
  );
  done();
};

export default cancelReservation;
