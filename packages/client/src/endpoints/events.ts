import type {
  adminCompleteMediaUploadContract,
  adminCreateEventContract,
  adminDeleteEventContract,
  adminDeleteMediaContract,
  adminGetEventContract,
  adminListEventsContract,
  adminPatchEventContract,
  adminStartMediaUploadContract,
  createFeedbackContract,
  getEventContract,
  listEventsContract,
} from '@bar/domain/api/events';
import { endpoint } from '../endpoint';

export type { AdminEventList, EventDateLines, PublicEventList } from '@bar/domain/api/events';
export type { Event } from '@bar/domain/events/schema';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/events') : undefined;

/** GET /api/events?when=&limit= — published events, upcoming or past. */
export const listEvents = endpoint<typeof listEventsContract>(
  'GET /api/events',
  contracts?.then((m) => m.listEventsContract),
);

/** GET /api/events/:idOrSlug — one published event. */
export const getEvent = endpoint<typeof getEventContract>(
  'GET /api/events/:idOrSlug',
  contracts?.then((m) => m.getEventContract),
);

/** POST /api/events/:idOrSlug/feedback — a guest's review of a past event. */
export const createFeedback = endpoint<typeof createFeedbackContract>(
  'POST /api/events/:idOrSlug/feedback',
  contracts?.then((m) => m.createFeedbackContract),
);

/** GET /api/admin/events — every event, drafts included (staff). */
export const adminListEvents = endpoint<typeof adminListEventsContract>(
  'GET /api/admin/events',
  contracts?.then((m) => m.adminListEventsContract),
);

/** GET /api/admin/events/:id — one event, drafts included (staff). */
export const adminGetEvent = endpoint<typeof adminGetEventContract>(
  'GET /api/admin/events/:id',
  contracts?.then((m) => m.adminGetEventContract),
);

/** POST /api/admin/events — creates an event (staff). */
export const adminCreateEvent = endpoint<typeof adminCreateEventContract>(
  'POST /api/admin/events',
  contracts?.then((m) => m.adminCreateEventContract),
);

/** PATCH /api/admin/events/:id — changes some fields of an event (staff). */
export const adminPatchEvent = endpoint<typeof adminPatchEventContract>(
  'PATCH /api/admin/events/:id',
  contracts?.then((m) => m.adminPatchEventContract),
);

/** DELETE /api/admin/events/:id — removes an event and its files (staff). */
export const adminDeleteEvent = endpoint<typeof adminDeleteEventContract>(
  'DELETE /api/admin/events/:id',
  contracts?.then((m) => m.adminDeleteEventContract),
);

/** DELETE /api/admin/events/:id/media/:index — removes one media item (staff). */
export const adminDeleteMedia = endpoint<typeof adminDeleteMediaContract>(
  'DELETE /api/admin/events/:id/media/:index',
  contracts?.then((m) => m.adminDeleteMediaContract),
);

/** POST /api/admin/events/:id/media/uploads — opens a resumable upload (staff). */
export const adminStartMediaUpload = endpoint<typeof adminStartMediaUploadContract>(
  'POST /api/admin/events/:id/media/uploads',
  contracts?.then((m) => m.adminStartMediaUploadContract),
);

/** POST /api/admin/events/:id/media/uploads/:uploadId/complete — adds the finished file (staff). */
export const adminCompleteMediaUpload = endpoint<typeof adminCompleteMediaUploadContract>(
  'POST /api/admin/events/:id/media/uploads/:uploadId/complete',
  contracts?.then((m) => m.adminCompleteMediaUploadContract),
);
