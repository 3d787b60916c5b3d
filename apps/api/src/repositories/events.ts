import { randomBytes } from 'node:crypto';
import {
  EVENT_FIELDS,
  type Event,
  type EventDraft,
  EventIdSchema,
  type MediaItem,
} from '@bar/domain/events/schema';
import { eventFromStored } from '@bar/domain/events/stored';
import { slugCandidate, slugify } from '@bar/domain/events/slug';
import { timeZoneOrDefault } from '@bar/domain/events/dates';
import {
  compareEvents,
  isPastEvent,
  isUpcomingEvent,
  splitEvents,
} from '@bar/domain/events/timeline';
import type { FeedbackRecord } from '@bar/domain/events/feedback';
import type {
  DocData,
  DocSnapshot,
  DocumentStore,
  Transaction,
  Where,
} from '../stores/document-store.js';
import { serverTimestamp } from '../stores/document-store.js';
import { MissingIndexError } from '../stores/index-check.js';

/** Data access for events and their guest feedback (collections `events`, `eventFeedback`). */
export const EVENTS = 'events';
export const FEEDBACK = 'eventFeedback';
const WHOLE_COLLECTION_LIMIT = 1000;
const PUBLISHED: Where = { field: 'status', op: '==', value: 'published' };

/** A 20-character id like Firestore's automatic ones. */
export function newId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/** The tenant's zone: `settings/default.timeZone` when it is a known IANA name, else America/Toronto. */
export async function tenantTimeZone(docs: DocumentStore): Promise<string> {
  const settings = await docs.get('settings/default');
  return timeZoneOrDefault(typeof settings?.timeZone === 'string' ? settings.timeZone : undefined);
}

const readAll = (snapshots: DocSnapshot[], timeZone: string): Event[] =>
  snapshots.flatMap((snapshot) => eventFromStored(snapshot.id, snapshot.data, timeZone) ?? []);

/** Every event of the tenant, drafts included (the back office's list). */
export async function listAllEvents(docs: DocumentStore, timeZone: string): Promise<Event[]> {
  return readAll(await docs.query(EVENTS, { limit: 10_000 }), timeZone);
}

export interface ListOptions {
  today: string;
  timeZone: string;
  limit: number;
}

/**
 * Published events from today on, soonest first. The indexed query (status == published,
 * date >= today, ordered by date), plus the multi-day events still running (endDate >= today)
 * and documents that only carry `startAt`; as the spec's read, a failed or empty result falls
 * back to the whole collection filtered by the pure rule (e.g. a missing index in production),
 * and says so through `warn`. Outside production a missing index is never hidden that way: the
 * local store refuses the query (stores/index-check.ts) and the error goes up.
 */
export async function listUpcoming(
  docs: DocumentStore,
  { today, timeZone, limit }: ListOptions,
  warn: (err: unknown) => void,
): Promise<Event[]> {
  let events: Event[] = [];
  try {
    // startAt is an ISO instant: a day and a half back covers every zone's "today".
    const since = new Date(Date.now() - 36 * 3_600_000).toISOString();
    const [fromToday, running, timed] = await Promise.all([
      docs.query(EVENTS, {
        where: [PUBLISHED, { field: 'date', op: '>=', value: today }],
        orderBy: [{ field: 'date' }],
        limit,
      }),
      docs.query(EVENTS, {
        where: [PUBLISHED, { field: 'endDate', op: '>=', value: today }],
        limit: 100,
      }),
      docs.query(EVENTS, {
        where: [PUBLISHED, { field: 'startAt', op: '>=', value: since }],
        orderBy: [{ field: 'startAt' }],
        limit,
      }),
    ]);
    const byId = new Map(
      [...fromToday, ...running, ...timed].map((snapshot) => [snapshot.id, snapshot]),
    );
    events = readAll([...byId.values()], timeZone).filter(
      (event) => event.status === 'published' && isUpcomingEvent(event, today, timeZone),
    );
  } catch (err) {
    if (err instanceof MissingIndexError) throw err;
    warn(err);
  }
  if (!events.length)
    events = await publishedFromWholeCollection(docs, timeZone, today, 'upcoming');
  return events.sort((a, b) => compareEvents(a, b, timeZone)).slice(0, limit);
}

/** Published past events, most recent first (the blog), read by date descending a page at a time. */
export async function listPast(
  docs: DocumentStore,
  { today, timeZone, limit }: ListOptions,
  warn: (err: unknown) => void,
): Promise<Event[]> {
  const events: Event[] = [];
  try {
    let cursor: DocSnapshot | undefined;
    while (events.length < limit) {
      const page = await docs.query(EVENTS, {
        where: [PUBLISHED, { field: 'date', op: '<', value: today }],
        orderBy: [{ field: 'date', direction: 'desc' }],
        limit,
        ...(cursor ? { startAfter: cursor } : {}),
      });
      // A multi-day event that started before today and is still running is not past yet.
      events.push(
        ...readAll(page, timeZone).filter(
          (event) => event.status === 'published' && isPastEvent(event, today, timeZone),
        ),
      );
      if (page.length < limit) break;
      cursor = page.at(-1);
    }
  } catch (err) {
    if (err instanceof MissingIndexError) throw err;
    warn(err);
    return (await publishedFromWholeCollection(docs, timeZone, today, 'past')).slice(0, limit);
  }
  return events.sort((a, b) => compareEvents(b, a, timeZone)).slice(0, limit);
}

async function publishedFromWholeCollection(
  docs: DocumentStore,
  timeZone: string,
  today: string,
  when: 'upcoming' | 'past',
) {
  const all = readAll(await docs.query(EVENTS, { limit: WHOLE_COLLECTION_LIMIT }), timeZone);
  const split = splitEvents(all, { timeZone, onlyPublished: true });
  // splitEvents computes its own today; the caller's wins so both reads agree on the day.
  const keep =
    when === 'upcoming'
      ? (event: Event) => isUpcomingEvent(event, today, timeZone)
      : (event: Event) => isPastEvent(event, today, timeZone);
  return [...split.upcoming, ...split.past].filter(
    (event) => event.status === 'published' && keep(event),
  );
}

/** One event by id, drafts included. */
export async function findEvent(
  docs: DocumentStore,
  id: string,
  timeZone: string,
): Promise<Event | null> {
  if (!EventIdSchema.safeParse(id).success) return null;
  const data = await docs.get(`${EVENTS}/${id}`);
  return data ? eventFromStored(id, data, timeZone) : null;
}

/** Whether the event exists and is published: its files are public only then (drafts keep them private). */
export async function isPublishedEvent(docs: DocumentStore, id: string): Promise<boolean> {
  if (!EventIdSchema.safeParse(id).success) return false;
  const data = await docs.get(`${EVENTS}/${id}`);
  return data?.status === 'published';
}

/** A published event by id or slug (the public read); drafts are not found. */
export async function findPublishedEvent(
  docs: DocumentStore,
  idOrSlug: string,
  timeZone: string,
): Promise<Event | null> {
  const byId = await findEvent(docs, idOrSlug, timeZone);
  if (byId?.status === 'published') return byId;
  if (!EVENT_FIELDS.slug.safeParse(idOrSlug).success) return null;
  const matches = readAll(
    await docs.query(EVENTS, { where: [{ field: 'slug', op: '==', value: idOrSlug }], limit: 10 }),
    timeZone,
  );
  return matches.find((event) => event.status === 'published') ?? null;
}

export type SaveResult =
  { ok: true; event: Event } | { ok: false; reason: 'slug-taken' | 'not-found' };

/** Slugs in `candidates` used by events other than `exceptId`. */
async function takenSlugs(
  tx: Transaction,
  candidates: string[],
  exceptId?: string,
): Promise<Set<string>> {
  const found = await tx.query(EVENTS, { where: [{ field: 'slug', op: 'in', value: candidates }] });
  return new Set(
    found
      .filter((snapshot) => snapshot.id !== exceptId)
      .map((snapshot) => String(snapshot.data.slug)),
  );
}

/** The first free of base, base-2, … (30 candidates per query, the `in` limit). */
async function freeSlug(tx: Transaction, base: string, exceptId?: string): Promise<string> {
  for (let first = 1; ; first += 30) {
    const candidates = Array.from({ length: 30 }, (_, i) => slugCandidate(base, first + i));
    const taken = await takenSlugs(tx, candidates, exceptId);
    const free = candidates.find((candidate) => !taken.has(candidate));
    if (free) return free;
  }
}

const toDocument = (event: Event): DocData => ({ ...event });

/**
 * Creates an event with a unique per-tenant slug: the given one (refused when taken) or one made
 * from the title. The check and the write share a transaction, so two saves cannot take one slug.
 */
export async function createEvent(docs: DocumentStore, draft: EventDraft): Promise<SaveResult> {
  const id = newId();
  const now = new Date().toISOString();
  return docs.transaction(async (tx): Promise<SaveResult> => {
    let slug = draft.slug;
    if (slug) {
      if ((await takenSlugs(tx, [slug])).size) return { ok: false, reason: 'slug-taken' };
    } else slug = await freeSlug(tx, slugify(draft.title));
    const event: Event = { ...draft, id, slug, createdAt: now, updatedAt: now };
    tx.set(`${EVENTS}/${id}`, toDocument(event));
    return { ok: true, event };
  });
}

/** Replaces an existing event with a validated draft; a changed slug must be free. */
export async function replaceEvent(
  docs: DocumentStore,
  id: string,
  draft: EventDraft,
  createdAt: string,
): Promise<SaveResult> {
  return docs.transaction(async (tx): Promise<SaveResult> => {
    const stored = await tx.get(`${EVENTS}/${id}`);
    if (!stored) return { ok: false, reason: 'not-found' };
    const slug =
      draft.slug ??
      (typeof stored.slug === 'string' && stored.slug ? stored.slug : slugify(draft.title));
    if ((await takenSlugs(tx, [slug], id)).size) return { ok: false, reason: 'slug-taken' };
    const event: Event = { ...draft, id, slug, createdAt, updatedAt: new Date().toISOString() };
    tx.set(`${EVENTS}/${id}`, toDocument(event));
    return { ok: true, event };
  });
}

/** Appends a media item (and makes the first image the cover when there is none). */
export async function appendMedia(
  docs: DocumentStore,
  id: string,
  item: MediaItem,
  timeZone: string,
): Promise<Event | null> {
  return docs.transaction(async (tx) => {
    const stored = await tx.get(`${EVENTS}/${id}`);
    const event = stored && eventFromStored(id, stored, timeZone);
    if (!event) return null;
    const cover = event.coverUrl || (item.contentType.startsWith('image/') ? (item.url ?? '') : '');
    const updated: Event = {
      ...event,
      media: [...event.media, item],
      coverUrl: cover,
      updatedAt: new Date().toISOString(),
    };
    tx.set(`${EVENTS}/${id}`, toDocument(updated));
    return updated;
  });
}

/** Removes the media item at `index`; null when the event or the item is missing. */
export async function removeMedia(
  docs: DocumentStore,
  id: string,
  index: number,
  timeZone: string,
): Promise<{ event: Event; removed: MediaItem } | null> {
  return docs.transaction(async (tx) => {
    const stored = await tx.get(`${EVENTS}/${id}`);
    const event = stored && eventFromStored(id, stored, timeZone);
    const removed = event?.media[index];
    if (!event || !removed) return null;
    const media = event.media.filter((_, i) => i !== index);
    const coverUrl = event.coverUrl && event.coverUrl === removed.url ? '' : event.coverUrl;
    const updated: Event = { ...event, media, coverUrl, updatedAt: new Date().toISOString() };
    tx.set(`${EVENTS}/${id}`, toDocument(updated));
    return { event: updated, removed };
  });
}

export async function deleteEvent(docs: DocumentStore, id: string): Promise<void> {
  await docs.delete(`${EVENTS}/${id}`);
}

/** Stores a review; createdAt is the server's time. Answers its id. */
export async function addFeedback(
  docs: DocumentStore,
  record: Omit<FeedbackRecord, 'createdAt'>,
): Promise<string> {
  const id = newId();
  await docs.set(`${FEEDBACK}/${id}`, { ...record, createdAt: serverTimestamp() });
  return id;
}
