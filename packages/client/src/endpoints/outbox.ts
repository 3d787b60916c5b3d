import type { listOutboxContract, resendOutboxContract } from '@bar/domain/api/outbox';
import { endpoint } from '../endpoint';

export type { OutboxEntryView, OutboxList } from '@bar/domain/api/outbox';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/outbox') : undefined;

/** GET /api/admin/outbox — every message sent or queued (staff). */
export const listOutbox = endpoint<typeof listOutboxContract>(
  'GET /api/admin/outbox',
  contracts?.then((m) => m.listOutboxContract),
);

/** POST /api/admin/outbox/:id/resend — delivers a message again (staff). */
export const resendOutbox = endpoint<typeof resendOutboxContract>(
  'POST /api/admin/outbox/:id/resend',
  contracts?.then((m) => m.resendOutboxContract),
);
