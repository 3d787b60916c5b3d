import { z } from 'zod';
import { EVENTS_MAX_LIMIT, EVENTS_QUERY_LIMIT } from '../events/constants.js';
import { FeedbackInputSchema } from '../events/feedback.js';
import { LOCALES } from '../locale.js';
import {
  EventIdSchema,
  EventInputSchema,
  EventPatchSchema,
  EventSchema,
  MediaItemSchema,
} from '../events/schema.js';
import {
  StartUploadBodySchema,
  UploadParamsSchema,
  UploadSessionSchema,
} from '../uploads/resumable.js';
import { defineContract } from './contract.js';

export const EventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(EVENTS_MAX_LIMIT).default(EVENTS_QUERY_LIMIT),
  /**
   * With a language, each event's texts in it (the Spanish ones where it has none) and its date
   * line in it (`dateLines`).
   */
  locale: z.enum(LOCALES).optional(),
});

/** Each event's date line as the API wrote it, in `locale` (event id → line). */
export const EventDateLinesSchema = z.object({
  locale: z.enum(LOCALES),
  lines: z.record(z.string(), z.string()),
});
export type EventDateLines = z.infer<typeof EventDateLinesSchema>;

export const PublicEventListSchema = z.object({
  when: z.enum(['upcoming', 'past']),
  /** Today in the tenant's zone (YYYY-MM-DD): what split upcoming from past. */
  today: z.string(),
  timeZone: z.string(),
  events: z.array(EventSchema),
  /**
   * Asked for with `locale`: the lines a page shows without creating a date formatter in the
   * browser (its first one loads the calendar data: tens of milliseconds of a phone's thread).
   */
  dateLines: EventDateLinesSchema.optional(),
});
export type PublicEventList = z.infer<typeof PublicEventListSchema>;

/**
 * GET /api/events?when=upcoming|past&limit=&locale= — published events only (drafts never leave
 * the server). Upcoming: from today in the tenant's zone, soonest first; past: most recent first.
 */
export const listEventsContract = defineContract({
  method: 'GET',
  path: '/api/events',
  summary: 'Published events, upcoming or past',
  tags: ['events'],
  query: EventListQuerySchema,
  response: PublicEventListSchema,
  errors: [400],
});

export const IdOrSlugParamsSchema = z.object({ idOrSlug: z.string().min(1).max(128) });

/** With a language, the event's texts in it (the Spanish ones where it has none). */
export const EventLocaleQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

/** GET /api/events/:idOrSlug?locale= — one published event; a draft is not found. */
export const getEventContract = defineContract({
  method: 'GET',
  path: '/api/events/:idOrSlug',
  summary: 'A published event by id or slug',
  tags: ['events'],
  params: IdOrSlugParamsSchema,
  query: EventLocaleQuerySchema,
  response: EventSchema,
  errors: [400, 404],
});

export const FeedbackCreatedSchema = z.object({ ok: z.literal(true), id: z.string() });

/**
 * POST /api/events/:idOrSlug/feedback — a guest's review of a past event. A refused check
 * answers 400 with the check's message id in `issues[0].id` (and its text in the caller's
 * language); an event not over yet answers 409 (`review.errors.eventNotPast`).
 */
export const createFeedbackContract = defineContract({
  method: 'POST',
  path: '/api/events/:idOrSlug/feedback',
  summary: 'Review a past event',
  tags: ['events'],
  params: IdOrSlugParamsSchema,
  body: FeedbackInputSchema,
  status: 201,
  response: FeedbackCreatedSchema,
  errors: [400, 404, 409, 429],
});

// The back office's events and posts (staff only: the auth hook answers 401 and 403).

export const EventParamsSchema = z.object({ id: EventIdSchema });
export const MediaParamsSchema = EventParamsSchema.extend({
  index: z.coerce.number().int().min(0).max(1000),
});

export const AdminEventListSchema = z.object({
  today: z.string(),
  timeZone: z.string(),
  /** Soonest first, drafts included. */
  upcoming: z.array(EventSchema),
  /** Most recent first, drafts included. */
  past: z.array(EventSchema),
});
export type AdminEventList = z.infer<typeof AdminEventListSchema>;

const STAFF = ['admin', 'events'] as const;

/** GET /api/admin/events — every event of the tenant, drafts included, split around today. */
export const adminListEventsContract = defineContract({
  method: 'GET',
  path: '/api/admin/events',
  summary: 'All events and posts (drafts included)',
  tags: STAFF,
  response: AdminEventListSchema,
  errors: [400, 401, 403, 404],
});

/** GET /api/admin/events/:id — one event, drafts included. */
export const adminGetEventContract = defineContract({
  method: 'GET',
  path: '/api/admin/events/:id',
  summary: 'One event or post',
  tags: STAFF,
  params: EventParamsSchema,
  response: EventSchema,
  errors: [400, 401, 403, 404],
});

/**
 * POST /api/admin/events — creates an event (media are uploaded afterwards); 201 with the stored
 * event, its id and a unique slug; a given slug already in use → 409. A broken rule → 400 whose
 * issues carry the rule's message id (`events.errors.*`) and its text.
 */
export const adminCreateEventContract = defineContract({
  method: 'POST',
  path: '/api/admin/events',
  summary: 'Create an event or post',
  tags: STAFF,
  body: EventInputSchema,
  status: 201,
  response: EventSchema,
  errors: [400, 401, 403, 404, 409],
});

/** PATCH /api/admin/events/:id — changes some fields; the merged event is checked again. */
export const adminPatchEventContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/events/:id',
  summary: 'Update an event or post',
  tags: STAFF,
  params: EventParamsSchema,
  body: EventPatchSchema,
  response: EventSchema,
  errors: [400, 401, 403, 404, 409],
});

/** DELETE /api/admin/events/:id — removes the event, then its files. */
export const adminDeleteEventContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/events/:id',
  summary: 'Delete an event or post and its files',
  tags: STAFF,
  params: EventParamsSchema,
  status: 204,
  response: z.null(),
  errors: [400, 401, 403, 404],
});

/**
 * POST /api/admin/events/:id/media — multipart, field `file` (no JSON body: the browser sends it
 * with XMLHttpRequest for its progress events); 201 with the stored media item.
 */
export const adminUploadMediaContract = defineContract({
  method: 'POST',
  path: '/api/admin/events/:id/media',
  summary: 'Upload a picture or video to an event (multipart, field "file")',
  tags: STAFF,
  params: EventParamsSchema,
  status: 201,
  response: MediaItemSchema,
  errors: [400, 401, 403, 404, 409, 413, 415],
});

/**
 * POST /api/admin/events/:id/media/uploads — opens a resumable upload for a big file (videos up
 * to 200 MB) after checking the role, the event, the type (415) and the size (413). 201 with
 * the session URI (also in `Location`) to PUT the bytes to, Cloud Storage's protocol.
 */
export const adminStartMediaUploadContract = defineContract({
  method: 'POST',
  path: '/api/admin/events/:id/media/uploads',
  summary: 'Open a resumable upload of a picture or video for an event',
  tags: STAFF,
  params: EventParamsSchema,
  body: StartUploadBodySchema,
  status: 201,
  response: UploadSessionSchema,
  errors: [400, 401, 403, 404, 409, 413, 415],
});

/**
 * POST /api/admin/events/:id/media/uploads/:uploadId/complete — once every byte is stored: checks
 * what arrived (415 when it is not a picture or video), makes a picture's webp variants, appends
 * the media item to the event; 201 with it. 409 while bytes are missing.
 */
export const adminCompleteMediaUploadContract = defineContract({
  method: 'POST',
  path: '/api/admin/events/:id/media/uploads/:uploadId/complete',
  summary: 'Add a finished resumable upload to the event',
  tags: STAFF,
  params: UploadParamsSchema.extend({ id: EventIdSchema }),
  status: 201,
  response: MediaItemSchema,
  errors: [400, 401, 403, 404, 409, 413, 415],
});

/** DELETE /api/admin/events/:id/media/:index — removes one media item and its files. */
export const adminDeleteMediaContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/events/:id/media/:index',
  summary: 'Remove a media item and its files',
  tags: STAFF,
  params: MediaParamsSchema,
  response: EventSchema,
  errors: [400, 401, 403, 404],
});
