import { createReservationContract } from '@bar/domain/api/reservations';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { catalogueText } from '../../lib/texts/catalogue.js';
import { bookReservation } from '../../plugins/app/reservations/book-reservation.js';

/**
 * POST /api/reservations — a guest's reservation request (no sign-in). The spec's checks come
 * first, in its order and texts; then the slot (open, not past, notice, horizon) and the party
 * size; then, in one transaction, the slot's capacity (bookReservation, which the chat
 * assistant books through too). A full slot answers 409 with the next free slots. An
 * `Idempotency-Key` header makes a double click answer the first reservation.
 * A filled honeypot gets a success answer and nothing is stored.
 */
const createReservationRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createReservationContract),
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const input = request.body;
      const locale = input.locale ? normalizeLocale(input.locale) : requestLocale(request);
      const success = catalogueText('reservations.success', locale);
      if (input.website) {
        request.log.info('reservation honeypot filled');
        return reply
          .code(201)
          .send({ ok: true as const, id: 'received', state: 'pending' as const, message: success });
      }
      const outcome = await bookReservation(
        fastify,
        request,
        input,
        locale,
        request.headers['idempotency-key'] ?? null,
      );
      if (outcome.kind === 'refused') {
        throw Object.assign(fastify.httpErrors.badRequest(outcome.message), {
          code: 'VALIDATION_ERROR',
          issues: [{ path: outcome.field, id: outcome.id, message: outcome.message }],
        });
      }
      if (outcome.kind === 'full') {
        return reply.code(409).send({
          error: {
            code: 'SLOT_FULL' as const,
            message: outcome.message,
            issues: [{ path: 'date' as const, next: outcome.next }],
          },
          next: outcome.next,
        });
      }
      const { reservation } = outcome;
      return reply.code(outcome.kind === 'created' ? 201 : 200).send({
        ok: true as const,
        id: reservation.id,
        state: reservation.state,
        message: success,
      });
    },
  });
  done();
};

export default createReservationRoute;
