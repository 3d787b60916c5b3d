import { z } from 'zod';
import {
  ReservationInputSchema,
  ReservationSchema,
  ReservationStateSchema,
} from '../reservations/schema.js';
import { defineContract } from './contract.js';

/** Today's and upcoming reservations with the covers each slot holds (staff). */
export const AdminReservationsSchema = z.object({
  /** Today in the tenant's time zone (YYYY-MM-DD). */
  today: z.string(),
  capacityPerSlot: z.number().int(),
  reservations: z.array(ReservationSchema),
  /** Covers held per slot (`YYYY-MM-DD HH:MM`), for the days listed. */
  covers: z.record(z.string(), z.number()),
});
export type AdminReservations = z.infer<typeof AdminReservationsSchema>;

export const AdminReservationsQuerySchema = z.object({
  state: ReservationStateSchema.optional(),
  from: z.iso.date().optional(),
});

export const ReservationParamsSchema = z.object({ id: z.string().min(1).max(100) });

export const STAFF_NOTE_MAX = 500;

/** What staff may do to a reservation, with an optional note mailed to the guest. */
export const SetReservationStateBodySchema = z.object({
  state: z.enum(['confirmed', 'declined', 'cancelled']),
  note: z.string().max(STAFF_NOTE_MAX).optional(),
});
export type SetReservationStateBody = z.infer<typeof SetReservationStateBodySchema>;

/** GET /api/admin/reservations?state=&from= — today's and upcoming reservations (staff). */
export const listAdminReservationsContract = defineContract({
  method: 'GET',
  path: '/api/admin/reservations',
  summary: "Today's and upcoming reservations",
  tags: ['admin'],
  query: AdminReservationsQuerySchema,
  response: AdminReservationsSchema,
  errors: [400],
});

/** POST /api/admin/reservations/:id/state — confirm, decline or cancel; the guest is mailed. */
export const setReservationStateContract = defineContract({
  method: 'POST',
  path: '/api/admin/reservations/:id/state',
  summary: 'Confirm, decline or cancel a reservation',
  tags: ['admin'],
  params: ReservationParamsSchema,
  body: SetReservationStateBodySchema,
  response: ReservationSchema,
  errors: [400, 404, 409],
});

// The guests' side (no sign-in). With settings.faculties.booking off, availability and booking
// answer 404 BOOKING_DISABLED; a signed cancel link keeps working.

export const AvailabilitySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** The first and last days a guest may pick. */
  minDate: z.string(),
  maxDate: z.string(),
  maxPartySize: z.number().int(),
  capacityPerSlot: z.number().int(),
  /** Closed day or holiday. */
  closed: z.boolean(),
  /** The day's bookable slots and the covers still free in each. */
  slots: z.array(z.object({ time: z.string(), left: z.number().int() })),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

/** GET /api/reservations/availability?date=YYYY-MM-DD — a day's slots with the covers left. */
export const getAvailabilityContract = defineContract({
  method: 'GET',
  path: '/api/reservations/availability',
  summary: 'Bookable slots of a day',
  tags: ['reservations'],
  query: z.object({ date: z.string().max(10).optional() }),
  response: AvailabilitySchema,
  errors: [400, 404],
});

const SlotSchema = z.object({ date: z.string(), time: z.string() });

export const ReservationCreatedSchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  state: ReservationStateSchema,
  message: z.string(),
});

/** A full slot: the error shape, with the next free slots (also in `issues`, on the date). */
export const SlotFullSchema = z.object({
  error: z.object({
    code: z.literal('SLOT_FULL'),
    message: z.string(),
    issues: z.array(z.object({ path: z.literal('date'), next: z.array(SlotSchema) })),
  }),
  next: z.array(SlotSchema),
});

/**
 * POST /api/reservations — a guest's request: the spec's checks in its order and texts (400),
 * then the slot and the party size, then the slot's capacity in one transaction (409 with the
 * next free slots). 201 when stored; an `Idempotency-Key` seen before answers the first
 * reservation again with 200.
 */
export const createReservationContract = defineContract({
  method: 'POST',
  path: '/api/reservations',
  summary: 'Request a reservation',
  tags: ['reservations'],
  headers: z
    .object({
      'idempotency-key': z
        .string()
        .regex(/^[A-Za-z0-9_-]{8,100}$/)
        .optional(),
    })
    .loose(),
  body: ReservationInputSchema,
  status: 201,
  alsoStatuses: [200],
  response: ReservationCreatedSchema,
  errors: [400, 404, 409, 429],
  errorBodies: { 409: SlotFullSchema },
});

const CancelTokenSchema = z.string().min(10).max(400);

/** What a cancel link shows of its reservation. */
export const GuestReservationSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  state: ReservationStateSchema,
});
export type GuestReservation = z.infer<typeof GuestReservationSchema>;

/** GET /api/reservations/by-token?token= — the reservation a signed cancel link names. */
export const reservationByTokenContract = defineContract({
  method: 'GET',
  path: '/api/reservations/by-token',
  summary: 'The reservation a cancel link names',
  tags: ['reservations'],
  query: z.object({ token: CancelTokenSchema }),
  response: GuestReservationSchema,
  errors: [400, 404, 429],
});

/**
 * POST /api/reservations/cancel — the guest cancels through the signed link (no sign-in).
 * Cancelling twice answers the cancelled reservation again; a declined one is 409.
 */
export const cancelReservationContract = defineContract({
  method: 'POST',
  path: '/api/reservations/cancel',
  summary: 'Cancel a reservation from the link in its mail',
  tags: ['reservations'],
  body: z.object({ token: CancelTokenSchema, locale: z.string().max(35).optional() }),
  response: GuestReservationSchema,
  errors: [400, 404, 409, 429],
});
