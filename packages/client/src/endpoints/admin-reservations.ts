import type {
  listAdminReservationsContract,
  setReservationStateContract,
} from '@bar/domain/api/reservations';
import { endpoint } from '../endpoint';

export type { AdminReservations, SetReservationStateBody } from '@bar/domain/api/reservations';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/reservations') : undefined;

/** GET /api/admin/reservations?state=&from= — today's and upcoming reservations (staff). */
export const listAdminReservations = endpoint<typeof listAdminReservationsContract>(
  'GET /api/admin/reservations',
  contracts?.then((m) => m.listAdminReservationsContract),
);

/** POST /api/admin/reservations/:id/state {state, note?} — confirm, decline or cancel (staff). */
export const setReservationState = endpoint<typeof setReservationStateContract>(
  'POST /api/admin/reservations/:id/state',
  contracts?.then((m) => m.setReservationStateContract),
);
