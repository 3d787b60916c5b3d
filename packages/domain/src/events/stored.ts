import { MAX_CTAS, DEFAULT_TIME_ZONE } from './constants.js';
import { isIsoDate, parseTimestamp, zonedDateTime } from './dates.js';
import { type Event, EVENT_FIELDS, EventSchema } from './schema.js';
import { slugify, SLUG_PATTERN } from './slug.js';
import { valid, validItems } from '../stored.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored event document read tolerantly: a malformed field (older documents, hand edits, other
 * tools) falls back to its default instead of hiding the whole event; a missing date comes from
 * `startAt` in the zone. Null when there is no title or no date at all: such a document cannot be
 * shown anywhere.
 */
export function eventFromStored(
  id: string,
  data: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): Event | null {
  if (!isRecord(data)) return null;
  const title = valid(EVENT_FIELDS.title, data.title);
  const startAt = parseTimestamp(data.startAt);
  const date =
    typeof data.date === 'string' && isIsoDate(data.date)
      ? data.date
      : startAt && zonedDateTime(startAt, timeZone).date;
  if (!title || !date) return null;
  const endDate = valid(EVENT_FIELDS.endDate, data.endDate) ?? '';
  const slug = valid(EVENT_FIELDS.slug, data.slug) ?? (SLUG_PATTERN.test(id) ? id : slugify(title));
  const pick = <K extends keyof typeof EVENT_FIELDS>(key: K) => valid(EVENT_FIELDS[key], data[key]);
  const localized = pick('localized');
  const candidate = {
    id,
    slug,
    title,
    date,
    endDate: endDate && endDate >= date ? endDate : '',
    startTime: pick('startTime') ?? '',
    endTime: pick('endTime') ?? '',
    startAt: pick('startAt') ?? '',
    location: pick('location') ?? '',
    description: pick('description') ?? '',
    artist: pick('artist') ?? '',
    videoUrl: pick('videoUrl') ?? '',
    coverUrl: pick('coverUrl') ?? '',
    // Only an explicit 'published' is public: anything else reads as a draft, never shown by mistake.
    status: data.status === 'published' ? 'published' : 'draft',
    media: validItems(EVENT_FIELDS.media.element, data.media),
    ctas: validItems(EVENT_FIELDS.ctas.element, data.ctas).slice(0, MAX_CTAS),
    ...(localized ? { localized } : {}),
    createdAt: typeof data.createdAt === 'string' ? data.createdAt : '',
    updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : '',
  };
  const parsed = EventSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}
