import {
  railReviews,
  REVIEWS_FALLBACK_LIMIT,
  type ReviewCard,
  type SurveyRecord,
  SurveyRecordSchema,
} from '@bar/domain/surveys/schema';
import type { DocQuery, DocSnapshot, DocumentStore } from '../stores/document-store.js';
import { MissingIndexError } from '../stores/index-check.js';
import { newId } from './events.js';

/** Data access for the kiosk survey (collection `surveys`) and the reviews rail read from it. */
export const SURVEYS = 'surveys';

/** Stores a completed survey; answers its id. */
export async function addSurvey(docs: DocumentStore, record: SurveyRecord): Promise<string> {
  const id = newId();
  await docs.set(`${SURVEYS}/${id}`, record);
  return id;
}

/** A stored survey as a rail card: its name and comment only, never contact data; null when hidden. */
function toCard(snapshot: DocSnapshot): (ReviewCard & { success: boolean }) | null {
  const parsed = SurveyRecordSchema.safeParse(snapshot.data);
  // A review staff hid never reaches a guest.
  if (!parsed.success || parsed.data.hidden === true) return null;
  const { success, locale, ts, comment, name, answers } = parsed.data;
  return {
    id: snapshot.id,
    success,
    locale,
    ts,
    comment,
    name,
    rating: answers.ratings.experience,
  };
}

const cards = (snapshots: DocSnapshot[]) => snapshots.flatMap((s) => toCard(s) ?? []);

/** The rail's query: successful surveys of one locale, newest first. */
export const railQuery = (locale: string, limit: number): DocQuery => ({
  where: [
    { field: 'success', op: '==', value: true },
    { field: 'locale', op: '==', value: locale },
  ],
  orderBy: [{ field: 'ts', direction: 'desc' }],
  limit: Math.max(limit, REVIEWS_FALLBACK_LIMIT),
});

/** The rail's fallback query: successful surveys of every locale, newest first. */
export const RAIL_FALLBACK_QUERY: DocQuery = {
  where: [{ field: 'success', op: '==', value: true }],
  orderBy: [{ field: 'ts', direction: 'desc' }],
  limit: REVIEWS_FALLBACK_LIMIT,
};

/**
 * The rail's read (spec §7): success true and this locale, newest first. A survey without a
 * comment never shows, and a store cannot ask for "a non-empty comment" next to that order, so
 * the query reads the newest 100 (the fallback's size) and railReviews cuts to `limit`. When the
 * query fails (a missing index, say), the fallback takes the newest 100 successful surveys of
 * every locale and filters by itself.
 */
export async function listReviews(
  docs: DocumentStore,
  locale: string,
  limit: number,
  warn: (err: unknown) => void,
): Promise<ReviewCard[]> {
  let found: ReturnType<typeof cards>;
  try {
    found = cards(await docs.query(SURVEYS, railQuery(locale, limit)));
  } catch (err) {
    if (err instanceof MissingIndexError) throw err;
    warn(err);
    found = cards(await docs.query(SURVEYS, RAIL_FALLBACK_QUERY));
  }
  return railReviews(found, locale, limit).map(({ success: _success, ...card }) => card);
}
