import { z } from 'zod';
import { CTA_DISPLAYS, CTA_TYPES } from './cta.js';
import { MAX_CTAS, MAX_MEDIA } from './constants.js';
import { isIsoDate, isTime, parseTimestamp } from './dates.js';
import { safeHref } from './links.js';
import type { EventMessageId } from './messages.js';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './slug.js';

/**
 * The event / post. Messages are
 * ids from ./messages.ts, so each UI shows them in its language.
 */
const m = (id: EventMessageId) => id;
const text = (max: number) => z.string().trim().max(max, m('events.errors.textTooLong'));
const optional = (check: (value: string) => boolean, id: EventMessageId, max = 64) =>
  text(max).refine((value) => value === '' || check(value), m(id));
const UNSAFE_SCHEME = /^\s*(javascript|data|vbscript|file):/i;

export const EVENT_STATUSES = ['draft', 'published'] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES, {
  error: m('events.errors.statusInvalid'),
});
export type EventStatus = z.infer<typeof EventStatusSchema>;

/** Document ids: safe in a path segment and a storage prefix. */
export const EventIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export const SlugSchema = z
  .string()
  .trim()
  .max(SLUG_MAX_LENGTH, m('events.errors.slugInvalid'))
  .regex(SLUG_PATTERN, m('events.errors.slugInvalid'));

export const TitleSchema = z
  .string({ error: m('events.errors.titleRequired') })
  .trim()
  .min(1, m('events.errors.titleRequired'))
  .max(200, m('events.errors.textTooLong'));

/** Required YYYY-MM-DD: missing or empty → 'Date is required', malformed → dateInvalid. */
export const DateSchema = z
  .string({ error: m('events.errors.dateRequired') })
  .trim()
  .superRefine((value, ctx) => {
    if (!value) ctx.addIssue({ code: 'custom', message: m('events.errors.dateRequired') });
    else if (!isIsoDate(value))
      ctx.addIssue({ code: 'custom', message: m('events.errors.dateInvalid') });
  });

export const OptionalDateSchema = optional(isIsoDate, 'events.errors.dateInvalid');
export const TimeSchema = optional(isTime, 'events.errors.timeInvalid');
export const StartAtSchema = optional(
  (value) => parseTimestamp(value) !== null,
  'events.errors.startAtInvalid',
);
/** A link for a browser: http(s), a site path, or empty. */
export const LinkSchema = optional(
  (value) => safeHref(value) !== null,
  'events.errors.urlInvalid',
  2048,
);
/** The external video: an http(s) URL (YouTube or a video file), or empty. */
export const VideoUrlSchema = optional(
  (value) => /^https?:\/\//i.test(value) && safeHref(value) !== null,
  'events.errors.urlInvalid',
  2048,
);

export const MediaVariantSchema = z.object({
  width: z.number().int().positive().max(10_000),
  url: z.string().trim().min(1).max(2048),
});

const percent = z
  .number()
  .min(0, m('events.errors.mediaInvalid'))
  .max(100, m('events.errors.mediaInvalid'));
export const MediaFocusSchema = z.object({ x: percent, y: percent });
export type MediaFocus = z.output<typeof MediaFocusSchema>;

export const MediaItemSchema = z
  .object({
    contentType: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^(image|video)\/[\w.+-]+$/, m('events.errors.mediaInvalid')),
    url: z.string().trim().max(2048).optional(),
    path: z.string().trim().max(1024).optional(),
    name: text(300).default(''),
    /** What the picture shows, for screen readers (the event's title when empty). */
    alt: text(300).optional(),
    /** The point to keep in view when a frame crops the picture, in percent of its size. */
    focus: MediaFocusSchema.optional(),
    resized: z.array(MediaVariantSchema).max(20).default([]),
  })
  .refine((item) => Boolean(item.url || item.path), m('events.errors.mediaInvalid'))
  .refine((item) => !item.url || safeHref(item.url) !== null, m('events.errors.mediaInvalid'));
export type MediaItem = z.output<typeof MediaItemSchema>;

export const CtaSchema = z
  .object({
    type: z.enum(CTA_TYPES, { error: m('events.errors.ctaInvalid') }),
    url: text(2048).default(''),
    label: text(120).default(''),
    as: z.enum(CTA_DISPLAYS, { error: m('events.errors.ctaInvalid') }).default('button'),
  })
  .refine((cta) => !UNSAFE_SCHEME.test(cta.url), m('events.errors.ctaInvalid'));
export type Cta = z.output<typeof CtaSchema>;

/** One language's texts of an event; each may be empty (the Spanish one shows instead). */
export const EventTextsSchema = z.object({
  title: text(200).optional(),
  description: text(20_000).optional(),
  location: text(300).optional(),
  /** The calls to action's labels, by position in `ctas`. */
  ctaLabels: z.array(text(120)).max(MAX_CTAS, m('events.errors.tooManyCtas')).optional(),
});

/** The event's texts in English and French (its own fields are the Spanish ones). */
export const LocalizedEventSchema = z.object({
  en: EventTextsSchema.optional(),
  fr: EventTextsSchema.optional(),
});
export type LocalizedEvent = z.output<typeof LocalizedEventSchema>;

/** Every editable field, without defaults: the shape of a partial update. */
export const EVENT_FIELDS = {
  slug: SlugSchema,
  title: TitleSchema,
  date: DateSchema,
  endDate: OptionalDateSchema,
  startTime: TimeSchema,
  endTime: TimeSchema,
  startAt: StartAtSchema,
  location: text(300),
  description: text(20_000),
  artist: text(200),
  videoUrl: VideoUrlSchema,
  coverUrl: LinkSchema,
  status: EventStatusSchema,
  media: z.array(MediaItemSchema).max(MAX_MEDIA, m('events.errors.tooManyMedia')),
  ctas: z.array(CtaSchema).max(MAX_CTAS, m('events.errors.tooManyCtas')),
  localized: LocalizedEventSchema,
};

/** End date on or after the start date (same day allowed); the issue sits on endDate. */
export function checkEndDate(
  event: { date: string; endDate?: string },
  ctx: z.RefinementCtx,
): void {
  if (event.endDate && isIsoDate(event.date) && event.endDate < event.date) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: m('events.errors.endDateBeforeStart'),
    });
  }
}

const EventBodyObject = z.object({
  ...EVENT_FIELDS,
  slug: SlugSchema.optional(),
  endDate: EVENT_FIELDS.endDate.default(''),
  startTime: EVENT_FIELDS.startTime.default(''),
  endTime: EVENT_FIELDS.endTime.default(''),
  startAt: EVENT_FIELDS.startAt.default(''),
  location: EVENT_FIELDS.location.default(''),
  description: EVENT_FIELDS.description.default(''),
  artist: EVENT_FIELDS.artist.default(''),
  videoUrl: EVENT_FIELDS.videoUrl.default(''),
  coverUrl: EVENT_FIELDS.coverUrl.default(''),
  status: EventStatusSchema.default('draft'),
  media: EVENT_FIELDS.media.default([]),
  ctas: EVENT_FIELDS.ctas.default([]),
  localized: EVENT_FIELDS.localized.optional(),
});

/** What the posts form sends to create an event (title and date required, a new post is a draft). */
export const EventInputSchema = EventBodyObject.superRefine(checkEndDate);
export type EventInput = z.input<typeof EventInputSchema>;
export type EventDraft = z.output<typeof EventInputSchema>;

/** A partial update; the API re-validates the merged event with EventInputSchema. */
export const EventPatchSchema = z.object(EVENT_FIELDS).partial();
export type EventPatch = z.output<typeof EventPatchSchema>;

/** A stored event as the API answers it. */
export const EventSchema = EventBodyObject.extend({
  id: EventIdSchema,
  slug: SlugSchema,
  createdAt: z.string().default(''),
  updatedAt: z.string().default(''),
}).superRefine(checkEndDate);
export type Event = z.output<typeof EventSchema>;
