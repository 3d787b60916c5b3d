import { z } from 'zod';
import { RESERVATION_MESSAGE_MAX, RESERVATION_REASONS } from './check.js';

export * from './check.js';
export { RESERVATION_MESSAGE_IDS, type ReservationMessageId } from './messages.js';

/** What the form sends: loose on purpose, so checkReservation decides in the spec's order. */
export const ReservationInputSchema = z.object({
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  date: z.string().max(10).optional(),
  time: z.string().max(5).optional(),
  reason: z.string().max(40).optional(),
  guests: z
    .union([z.number(), z.string().max(6)])
    .nullable()
    .optional(),
  message: z.string().max(RESERVATION_MESSAGE_MAX).optional(),
  locale: z.string().max(35).optional(),
  /** Honeypot: people never see it; a filled one is a bot. */
  website: z.string().max(500).optional(),
});
export type ReservationInput = z.infer<typeof ReservationInputSchema>;

export const RESERVATION_STATES = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export const ReservationStateSchema = z.enum(RESERVATION_STATES);
export type ReservationState = z.infer<typeof ReservationStateSchema>;

/** A stored reservation (collection reservations). */
export const ReservationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  reason: z.enum(RESERVATION_REASONS),
  guests: z.number().int(),
  message: z.string(),
  locale: z.enum(['es', 'en', 'fr']),
  state: ReservationStateSchema,
  staffNote: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reservation = z.infer<typeof ReservationSchema>;

/** Which state may follow which: staff confirm or decline a pending one; anyone may cancel. */
export function canMove(from: ReservationState, to: ReservationState): boolean {
  if (from === 'pending') return to !== 'pending';
  if (from === 'confirmed') return to === 'cancelled' || to === 'declined';
  return false;
}

/** The states that hold covers in their slot. */
export const holdsCovers = (state: ReservationState): boolean =>
  state === 'pending' || state === 'confirmed';
