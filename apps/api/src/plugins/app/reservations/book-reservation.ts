import type { Locale } from '@bar/domain/locale';
import { phoneDigits } from '@bar/domain/phone';
import {
  checkReservation,
  type Reservation,
  type ReservationFields,
  type ReservationMessageId,
  type ReservationReason,
} from '@bar/domain/reservations/schema';
import {
  lastBookableDay,
  nextFreeSlots,
  slotProblem,
  type SlotProblem,
} from '@bar/domain/reservations/slots';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogueText } from '../../../lib/texts/catalogue.js';
import {
  coversBetween,
  createReservation,
  readBookingSetup,
} from '../../../repositories/reservations.js';
import { notifyReservation } from './notify.js';

export const PROBLEM_MESSAGE: Record<SlotProblem, ReservationMessageId> = {
  invalid: 'reservations.errors.dateRequired',
  closed: 'reservations.errors.closed',
  notASlot: 'reservations.errors.notASlot',
  past: 'reservations.errors.past',
  tooSoon: 'reservations.errors.tooSoon',
  tooFar: 'reservations.errors.tooFar',
};

export type BookOutcome =
  | { kind: 'refused'; field: string; id: ReservationMessageId; message: string }
  | { kind: 'full'; message: string; next: { date: string; time: string }[] }
  | { kind: 'created' | 'repeated'; reservation: Reservation };

/**
 * A guest's reservation, as the reservation form and the chat assistant both make it: the
 * spec's checks in their order, then the slot (open, not past, notice, horizon) and the party
 * size, then, in one transaction, the slot's capacity (a full slot answers the next free slots).
 * An idempotency key seen before answers the first reservation again. A new reservation mails
 * the guest and the staff.
 */
export async function bookReservation(
  fastify: FastifyInstance,
  request: FastifyRequest,
  input: ReservationFields,
  locale: Locale,
  idempotencyKey: string | null,
): Promise<BookOutcome> {
  const refuse = (
    field: string,
    id: ReservationMessageId,
    values?: Record<string, string | number>,
  ): BookOutcome => ({ kind: 'refused', field, id, message: catalogueText(id, locale, values) });
  const issue = checkReservation(input);
  if (issue) return refuse(issue.field, issue.id);
  const { rules, ctx } = await readBookingSetup(request.docs);
  const date = input.date ?? '';
  const time = input.time ?? '';
  const guests = Number(input.guests);
  const problem = slotProblem(date, time, ctx);
  if (problem) {
    return refuse('date', PROBLEM_MESSAGE[problem], {
      hours: Math.ceil(rules.minNoticeMinutes / 60),
      days: rules.maxDaysAhead,
    });
  }
  if (guests > rules.maxPartySize)
    return refuse('guests', 'reservations.errors.partyTooLarge', { max: rules.maxPartySize });

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
    idempotencyKey,
  );
  if (outcome.kind === 'full') {
    const covers = await coversBetween(request.docs, date, lastBookableDay(ctx));
    const hasRoom = (d: string, t: string) =>
      (covers.get(`${d} ${t}`) ?? 0) + guests <= rules.capacityPerSlot;
    return {
      kind: 'full',
      message: catalogueText('reservations.errors.full', locale),
      next: nextFreeSlots({ date, time }, ctx, hasRoom, 3),
    };
  }
  if (outcome.kind === 'created')
    await notifyReservation(fastify, request, outcome.reservation, 'received');
  return outcome;
}
