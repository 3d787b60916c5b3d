import type {
  listSubscribersContract,
  removeSubscriberContract,
} from '@bar/domain/api/subscribers';
import { endpoint } from '../endpoint';

export type { SubscriberList } from '@bar/domain/api/subscribers';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/subscribers') : undefined;

/** GET /api/admin/subscribers?state= — the mailing list (staff). */
export const listSubscribers = endpoint<typeof listSubscribersContract>(
  'GET /api/admin/subscribers',
  contracts?.then((m) => m.listSubscribersContract),
);

/** DELETE /api/admin/subscribers/:id — erases a subscriber (staff). */
export const removeSubscriber = endpoint<typeof removeSubscriberContract>(
  'DELETE /api/admin/subscribers/:id',
  contracts?.then((m) => m.removeSubscriberContract),
);
