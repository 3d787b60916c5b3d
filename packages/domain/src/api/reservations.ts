import { z } from 'zod';
import { ReservationSchema, ReservationStateSchema } from '../reservations/schema.js';
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
