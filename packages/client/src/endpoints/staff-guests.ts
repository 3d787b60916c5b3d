import type { listOutboxContract, resendOutboxContract } from '@bar/domain/api/outbox';
import type {
  listAdminReservationsContract,
  setReservationStateContract,
} from '@bar/domain/api/reservations';
import type {
  listSubscribersContract,
  removeSubscriberContract,
} from '@bar/domain/api/subscribers';
import { endpoint } from '../endpoint';

export type { OutboxEntryView, OutboxList } from '@bar/domain/api/outbox';
export type { AdminReservations, SetReservationStateBody } from '@bar/domain/api/reservations';
export type { SubscriberList } from '@bar/domain/api/subscribers';

// Loaded in development and tests only, to check every answer; a production build drops them.
const reservations = import.meta.env.DEV ? import('@bar/domain/api/reservations') : undefined;
const subscribers = import.meta.env.DEV ? import('@bar/domain/api/subscribers') : undefined;
const outbox = import.meta.env.DEV ? import('@bar/domain/api/outbox') : undefined;

/** GET /api/admin/reservations?state=&from= — today's and upcoming reservations (staff). */
export const listAdminReservations = endpoint<typeof listAdminReservationsContract>(
  'GET /api/admin/reservations',
  reservations?.then((m) => m.listAdminReservationsContract),
);

/** POST /api/admin/reservations/:id/state {state, note?} — confirm, decline or cancel (staff). */
export const setReservationState = endpoint<typeof setReservationStateContract>(
  'POST /api/admin/reservations/:id/state',
  reservations?.then((m) => m.setReservationStateContract),
);

/** GET /api/admin/subscribers?state= — the mailing list (staff). */
export const listSubscribers = endpoint<typeof listSubscribersContract>(
  'GET /api/admin/subscribers',
  subscribers?.then((m) => m.listSubscribersContract),
);

/** DELETE /api/admin/subscribers/:id — erases a subscriber (staff). */
export const removeSubscriber = endpoint<typeof removeSubscriberContract>(
  'DELETE /api/admin/subscribers/:id',
  subscribers?.then((m) => m.removeSubscriberContract),
);

/** GET /api/admin/outbox — every message sent or queued (staff). */
export const listOutbox = endpoint<typeof listOutboxContract>(
  'GET /api/admin/outbox',
  outbox?.then((m) => m.listOutboxContract),
);

/** POST /api/admin/outbox/:id/resend — delivers a message again (staff). */
export const resendOutbox = endpoint<typeof resendOutboxContract>(
  'POST /api/admin/outbox/:id/resend',
  outbox?.then((m) => m.resendOutboxContract),
);
