import type {
  confirmSubscriptionContract,
  requestUnsubscribeLinkContract,
  subscribeContract,
  unsubscribeContract,
} from '@bar/domain/api/subscribers';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/subscribers') : undefined;

/** POST /api/subscriptions — signup (double opt-in: a confirmation mail follows). */
export const subscribe = endpoint<typeof subscribeContract>(
  'POST /api/subscriptions',
  contracts?.then((m) => m.subscribeContract),
);

/** POST /api/subscriptions/confirm — the confirmation link's token. */
export const confirmSubscription = endpoint<typeof confirmSubscriptionContract>(
  'POST /api/subscriptions/confirm',
  contracts?.then((m) => m.confirmSubscriptionContract),
);

/** POST /api/subscriptions/unsubscribe — the unsubscribe link's token (idempotent). */
export const unsubscribe = endpoint<typeof unsubscribeContract>(
  'POST /api/subscriptions/unsubscribe',
  contracts?.then((m) => m.unsubscribeContract),
);

/** POST /api/subscriptions/unsubscribe-link — mails an address on the list its unsubscribe link. */
export const requestUnsubscribeLink = endpoint<typeof requestUnsubscribeLinkContract>(
  'POST /api/subscriptions/unsubscribe-link',
  contracts?.then((m) => m.requestUnsubscribeLinkContract),
);
