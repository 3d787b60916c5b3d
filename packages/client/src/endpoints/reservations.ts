import type {
  cancelReservationContract,
  createReservationContract,
  getAvailabilityContract,
  reservationByTokenContract,
} from '@bar/domain/api/reservations';
import { endpoint } from '../endpoint';

export type { Availability, GuestReservation } from '@bar/domain/api/reservations';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/reservations') : undefined;

/** GET /api/reservations/availability?date= — a day's bookable slots and the covers left. */
export const getAvailability = endpoint<typeof getAvailabilityContract>(
  'GET /api/reservations/availability',
  contracts?.then((m) => m.getAvailabilityContract),
);

/**
 * POST /api/reservations — the server checks the spec's fields in order (translated 400), the
 * slot and its capacity (409 with the next free slots in `issues`). Send an `idempotency-key`
 * header so a double click answers the first reservation.
 */
export const createReservation = endpoint<typeof createReservationContract>(
  'POST /api/reservations',
  contracts?.then((m) => m.createReservationContract),
);

/** GET /api/reservations/by-token?token= — the reservation a cancel link names. */
export const getReservationByToken = endpoint<typeof reservationByTokenContract>(
  'GET /api/reservations/by-token',
  contracts?.then((m) => m.reservationByTokenContract),
);

/** POST /api/reservations/cancel — cancels through the signed link (idempotent). */
export const cancelReservation = endpoint<typeof cancelReservationContract>(
  'POST /api/reservations/cancel',
  contracts?.then((m) => m.cancelReservationContract),
);
