import {
  cancelReservationContract,
  reservationByTokenContract,
} from '@bar/domain/api/reservations';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { moveReservation, readReservation } from '../../repositories/reservations.js';
import { CANCEL_PURPOSE, notifyReservation } from '../../plugins/app/reservations/notify.js';
import { catalogueText } from '../../lib/texts/catalogue.js';

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
      fastify.httpErrors.badRequest(catalogueText('reservations.errors.linkInvalid', locale)),
      {
        code: 'LINK_INVALID',
      },
    );

  fastify.route({
    ...contractRoute(fastify, reservationByTokenContract),
    config: { access: ACCESS.public, rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const id = reservationIdOf(fastify, request.tenant, request.query.token);
      if (!id) throw linkInvalid(locale);
      const found = await readReservation(request.docs, id);
      if (!found)
        throw fastify.httpErrors.notFound(catalogueText('reservations.errors.notFound', locale));
      void reply.header('cache-control', 'no-store');
      return found;
    },
  });

  fastify.route({
    ...contractRoute(fastify, cancelReservationContract),
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const locale = request.body.locale
        ? normalizeLocale(request.body.locale)
        : requestLocale(request);
      const id = reservationIdOf(fastify, request.tenant, request.body.token);
      if (!id) throw linkInvalid(locale);
      const outcome = await moveReservation(request.docs, id, 'cancelled');
      if (outcome.kind === 'missing')
        throw fastify.httpErrors.notFound(catalogueText('reservations.errors.notFound', locale));
      if (outcome.kind === 'refused')
        throw Object.assign(
          fastify.httpErrors.conflict(catalogueText('reservations.errors.alreadyClosed', locale)),
          {
            code: 'RESERVATION_CLOSED',
          },
        );
      if (outcome.kind === 'same') return outcome.reservation;
      await notifyReservation(fastify, request, outcome.after, 'cancelled');
      return outcome.after;
    },
  });
  done();
};

export default cancelReservation;
