import { randomUUID } from 'node:crypto';
import { bookingRulesFrom, type BookingRules } from '@bar/domain/reservations/booking-rules';
import {
  canMove,
  holdsCovers,
  type Reservation,
  ReservationSchema,
  type ReservationState,
} from '@bar/domain/reservations/schema';
import { brandingFromStored } from '@bar/domain/branding/schema';
import type { SlotContext } from '@bar/domain/reservations/slots';
import type { DocData, DocumentStore } from '../stores/document-store.js';
import { BRANDING_DOC } from './branding.js';
import { tenantTimeZone } from './events.js';
import { SETTINGS_DOC } from './settings.js';
import { storedRecord, storedRecords } from './stored-records.js';

/*
 * Reservations per tenant:
 *   reservations/{id}                   the guest's request and its state;
 *   reservation_slots/{date}_{HHMM}     { date, time, covers }: guests held in that slot by
 *                                       pending and confirmed reservations (the capacity check
 *                                       reads and writes it in one transaction, so concurrent
 *                                       requests cannot overbook);
 *   reservation_keys/{key}              { reservationId }: a double click's second request
 *                                       (same Idempotency-Key) answers the first reservation.
 */
const RESERVATIONS = 'reservations';
const SLOTS = 'reservation_slots';
const KEYS = 'reservation_keys';

export const slotPath = (date: string, time: string) => `${SLOTS}/${date}_${time.replace(':', '')}`;
const keyPath = (key: string) => `${KEYS}/${key}`;
export const reservationPath = (id: string) => `${RESERVATIONS}/${id}`;
const reservation = (id: string, data: DocData | null) =>
  storedRecord(ReservationSchema, RESERVATIONS, id, data);

export interface BookingSetup {
  rules: BookingRules;
  ctx: SlotContext;
}

/** The tenant's rules, week and holidays, in its zone, as of now. */
export async function readBookingSetup(
  docs: DocumentStore,
  now = new Date(),
): Promise<BookingSetup> {
  const [settings, branding, timeZone] = await Promise.all([
    docs.get(SETTINGS_DOC),
    docs.get(BRANDING_DOC),
    tenantTimeZone(docs),
  ]);
  const rules = bookingRulesFrom(settings?.booking);
  const { schedule, holidays } = brandingFromStored(branding);
  return { rules, ctx: { schedule, holidays, rules, timeZone, now } };
}

/** Covers held per slot between two days (inclusive), keyed `YYYY-MM-DD HH:MM`. */
export async function coversBetween(
  docs: DocumentStore,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const rows = await docs.query(SLOTS, {
    where: [
      { field: 'date', op: '>=', value: from },
      { field: 'date', op: '<=', value: to },
    ],
    limit: 10_000,
  });
  return new Map(
    rows.map((row) => [
      `${String(row.data.date)} ${String(row.data.time)}`,
      Number(row.data.covers) || 0,
    ]),
  );
}

export type NewReservation = Omit<
  Reservation,
  'id' | 'state' | 'staffNote' | 'createdAt' | 'updatedAt'
>;

export type CreateOutcome =
  | { kind: 'created'; reservation: Reservation }
  | { kind: 'repeated'; reservation: Reservation }
  | { kind: 'full' };

/**
 * Stores a reservation if its slot still has room for the party: the slot's covers, the
 * reservation and the idempotency key are written together or not at all.
 */
export async function createReservation(
  docs: DocumentStore,
  input: NewReservation,
  capacity: number,
  idempotencyKey: string | null,
): Promise<CreateOutcome> {
  const id = randomUUID();
  return docs.transaction(async (tx) => {
    if (idempotencyKey) {
      const seen = await tx.get(keyPath(idempotencyKey));
      const earlierId = seen ? String(seen.reservationId) : null;
      const earlier = earlierId && reservation(earlierId, await tx.get(reservationPath(earlierId)));
      if (earlier) return { kind: 'repeated', reservation: earlier };
    }
    const slot = await tx.get(slotPath(input.date, input.time));
    const covers = Number(slot?.covers) || 0;
    if (covers + input.guests > capacity) return { kind: 'full' };
    const at = new Date().toISOString();
    const created: Reservation = {
      ...input,
      id,
      state: 'pending',
      staffNote: '',
      createdAt: at,
      updatedAt: at,
    };
    tx.set(slotPath(input.date, input.time), {
      date: input.date,
      time: input.time,
      covers: covers + input.guests,
    });
    tx.set(reservationPath(id), created);
    if (idempotencyKey) tx.set(keyPath(idempotencyKey), { reservationId: id, createdAt: at });
    return { kind: 'created', reservation: created };
  });
}

export type MoveOutcome =
  | { kind: 'moved'; before: Reservation; after: Reservation }
  | { kind: 'same'; reservation: Reservation }
  | { kind: 'refused'; reservation: Reservation }
  | { kind: 'missing' };

/**
 * Moves a reservation to another state; leaving pending/confirmed for declined/cancelled frees
 * its covers in the same transaction. Asking for the state it already has is `same` (a second
 * click on a cancel link).
 */
export async function moveReservation(
  docs: DocumentStore,
  id: string,
  to: ReservationState,
  note?: string,
): Promise<MoveOutcome> {
  return docs.transaction(async (tx) => {
    const stored = reservation(id, await tx.get(reservationPath(id)));
    if (!stored) return { kind: 'missing' };
    if (stored.state === to) return { kind: 'same', reservation: stored };
    if (!canMove(stored.state, to)) return { kind: 'refused', reservation: stored };
    const slot =
      holdsCovers(stored.state) && !holdsCovers(to)
        ? await tx.get(slotPath(stored.date, stored.time))
        : null;
    const after: Reservation = {
      ...stored,
      state: to,
      staffNote: note?.trim() ?? stored.staffNote,
      updatedAt: new Date().toISOString(),
    };
    if (slot) {
      tx.set(slotPath(stored.date, stored.time), {
        date: stored.date,
        time: stored.time,
        covers: Math.max(0, (Number(slot.covers) || 0) - stored.guests),
      });
    }
    tx.set(reservationPath(id), after);
    return { kind: 'moved', before: stored, after };
  });
}

export async function readReservation(
  docs: DocumentStore,
  id: string,
): Promise<Reservation | null> {
  return reservation(id, await docs.get(reservationPath(id)));
}

/** Reservations from a day on (by day and time), optionally in one state. */
export async function listReservations(
  docs: DocumentStore,
  options: { from: string; state?: ReservationState },
): Promise<Reservation[]> {
  const rows = await docs.query(RESERVATIONS, {
    where: [{ field: 'date', op: '>=', value: options.from }],
    orderBy: [{ field: 'date' }],
    limit: 2000,
  });
  return storedRecords(ReservationSchema, RESERVATIONS, rows)
    .filter((r) => !options.state || r.state === options.state)
    .sort((a, b) =>
      `${a.date} ${a.time} ${a.createdAt}`.localeCompare(`${b.date} ${b.time} ${b.createdAt}`),
    );
}
