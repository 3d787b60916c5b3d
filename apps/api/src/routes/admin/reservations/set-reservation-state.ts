import { setReservationStateContract } from '@bar/domain/api/reservations';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { moveReservation } from '../../../repositories/reservations.js';
import { notifyReservation } from '../../../plugins/app/reservations/notify.js';
import { catalogueText } from '../../../lib/texts/catalogue.js';

/**
 * POST /api/admin/reservations/:id/state { state, note? } — staff confirm, decline or cancel;
 * the guest is mailed the change (with the note). A closed reservation answers 409.
 */
const setReservationState: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, setReservationStateContract),
    handler: async (request) => {
      const locale = requestLocale(request);
      const outcome = await moveReservation(
        request.docs,
        request.params.id,
        request.body.state,
        request.body.note,
      );
      if (outcome.kind === 'missing')
        throw fastify.httpErrors.notFound(catalogueText('reservations.errors.notFound', locale));
      if (outcome.kind === 'refused')
        throw Object.assign(
          fastify.httpErrors.conflict(catalogueText('reservations.errors.alreadyClosed', locale)),
          { code: 'RESERVATION_CLOSED' },
        );
      if (outcome.kind === 'same') return outcome.reservation;
      await notifyReservation(fastify, request, outcome.after, request.body.state);
      return outcome.after;
    },
  });
  done();
};

export default setReservationState;
