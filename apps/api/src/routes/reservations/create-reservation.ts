import { createReservationContract } from '@bar/domain/api/reservations';
import { normalizeLocale } from '@bar/domain/locale';
import { phoneDigits } from '@bar/domain/phone';
import {
  checkReservation,
  type ReservationReason,
  type ReservationMessageId,
} from '@bar/domain/reservations/schema';
import {
  lastBookableDay,
  nextFreeSlots,
  slotProblem,
  type SlotProblem,
} from '@bar/domain/reservations/slots';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import {
  coversBetween,
  createReservation,
  readBookingSetup,
} from '../../repositories/reservations.js';
import { notifyReservation } from './notify.js';
import { catalogueText } from '../../lib/texts/catalogue.js';

const PROBLEM_MESSAGE: Record<SlotProblem, ReservationMessageId> = {
  invalid: 'reservations.errors.dateRequired',
  closed: 'reservations.errors.closed',
  notASlot: 'reservations.errors.notASlot',
  past: 'reservations.errors.past',
  tooSoon: 'reservations.errors.tooSoon',
  tooFar: 'reservations.errors.tooFar',
};

/**
 * POST /api/reservations — a guest's reservation request (no sign-in). The spec's checks come
 * first, in its order and texts; then the slot (open, not past, notice, horizon) and the party
 * size; then, in one transaction, the slot's capacity. A full slot answers 409 with the next
 * free slots. An `Idempotency-Key` header makes a double click answer the first reservation.
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
      const refuse = (
        field: string,
        id: ReservationMessageId,
        values?: Record<string, string | number>,
      ) => {
        const message = catalogueText(id, locale, values);
        return Object.assign(fastify.httpErrors.badRequest(message), {
          code: 'VALIDATION_ERROR',
          issues: [{ path: field, id, message }],
        });
      };
      if (input.website) {
        request.log.info('reservation honeypot filled');
        return reply
          .code(201)
          .send({ ok: true as const, id: 'received', state: 'pending' as const, message: success });
      }
      const issue = checkReservation(input);
      if (issue) throw refuse(issue.field, issue.id);
      const { rules, ctx } = await readBookingSetup(request.docs);
      const date = input.date ?? '';
      const time = input.time ?? '';
      const guests = Number(input.guests);
      const problem = slotProblem(date, time, ctx);
      if (problem) {
        throw refuse('date', PROBLEM_MESSAGE[problem], {
          hours: Math.ceil(rules.minNoticeMinutes / 60),
          days: rules.maxDaysAhead,
        });
      }
      if (guests > rules.maxPartySize)
        throw refuse('guests', 'reservations.errors.partyTooLarge', { max: rules.maxPartySize });

      const outcome = await createReservation(
        request.docs,
        {
          name: input.name?.trim() ?? '',
          email: input.email?.trim().toLowerCase() ?? '',
          phone: phoneDigits(input.phone?.trim() ?? ''),
          date,
          time,
          reason: input.reason as ReservationReason,
          guests,
          message: input.message?.trim() ?? '',
          locale,
        },
        rules.capacityPerSlot,
        request.headers['idempotency-key'] ?? null,
      );
      if (outcome.kind === 'full') {
        const covers = await coversBetween(request.docs, date, lastBookableDay(ctx));
        const hasRoom = (d: string, t: string) =>
          (covers.get(`${d} ${t}`) ?? 0) + guests <= rules.capacityPerSlot;
        const next = nextFreeSlots({ date, time }, ctx, hasRoom, 3);
        return reply.code(409).send({
          error: {
            code: 'SLOT_FULL' as const,
            message: catalogueText('reservations.errors.full', locale),
            issues: [{ path: 'date' as const, next }],
          },
          next,
        });
      }
      const { reservation } = outcome;
      if (outcome.kind === 'created')
        await notifyReservation(fastify, request, reservation, 'received');
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
