import type { AdminReview, ReviewKind } from '@bar/domain/api/reviews';
import { FeedbackRecordSchema } from '@bar/domain/events/feedback';
import { SurveyRecordSchema } from '@bar/domain/surveys/schema';
import type { DocSnapshot, DocumentStore } from '../stores/document-store.js';
import { FEEDBACK } from './events.js';
import { SURVEYS } from './surveys.js';

// Moderation of the guests' reviews: kiosk surveys (collection `surveys`) and event feedback
// (collection `eventFeedback`) read as one list for staff, hidden or shown, answered by e-mail.

const COLLECTION: Record<ReviewKind, string> = { survey: SURVEYS, feedback: FEEDBACK };

function fromSurvey(id: string, data: unknown): AdminReview | null {
  const parsed = SurveyRecordSchema.safeParse(data);
  if (!parsed.success) return null;
  const survey = parsed.data;
  return {
    kind: 'survey',
    id,
    at: new Date(survey.ts).toISOString(),
    rating: survey.answers.ratings.experience,
    comment: survey.comment,
    name: survey.name,
    locale: survey.locale,
    email: '',
    phone: '',
    event: null,
    hidden: survey.hidden === true,
    repliedAt: null,
  };
}

function fromFeedback(id: string, data: unknown): AdminReview | null {
  const parsed = FeedbackRecordSchema.safeParse(data);
  if (!parsed.success) return null;
  const feedback = parsed.data;
  return {
    kind: 'feedback',
    id,
    at: feedback.createdAt,
    rating: feedback.rating,
    comment: feedback.comment,
    name: feedback.name,
    locale: feedback.locale,
    email: feedback.email,
    phone: feedback.phone,
    event: { id: feedback.eventId, slug: feedback.eventSlug, title: feedback.eventTitle },
    hidden: feedback.hidden === true,
    repliedAt: feedback.repliedAt ?? null,
  };
}

const READ: Record<ReviewKind, (id: string, data: unknown) => AdminReview | null> = {
  survey: fromSurvey,
  feedback: fromFeedback,
};

const reviews = (kind: ReviewKind, snapshots: DocSnapshot[]) =>
  snapshots.flatMap((snapshot) => READ[kind](snapshot.id, snapshot.data) ?? []);

/** The newest `limit` reviews of both kinds, newest first. */
export async function listAdminReviews(docs: DocumentStore, limit: number): Promise<AdminReview[]> {
  const [surveys, feedback] = await Promise.all([
    docs.query(SURVEYS, { orderBy: [{ field: 'ts', direction: 'desc' }], limit }),
    docs.query(FEEDBACK, { orderBy: [{ field: 'createdAt', direction: 'desc' }], limit }),
  ]);
  return [...reviews('survey', surveys), ...reviews('feedback', feedback)]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, limit);
}

/** One review, or null when there is none of that kind and id. */
export async function readReview(
  docs: DocumentStore,
  kind: ReviewKind,
  id: string,
): Promise<AdminReview | null> {
  const data = await docs.get(`${COLLECTION[kind]}/${id}`);
  return data ? READ[kind](id, data) : null;
}

/** Hides or shows a review; the updated review, or null when it does not exist. */
export async function setReviewHidden(
  docs: DocumentStore,
  kind: ReviewKind,
  id: string,
  hidden: boolean,
): Promise<AdminReview | null> {
  if (!(await readReview(docs, kind, id))) return null;
  await docs.update(`${COLLECTION[kind]}/${id}`, { hidden });
  return readReview(docs, kind, id);
}

/** Records that staff answered the guest (event feedback only: surveys carry no address). */
export async function markReviewReplied(
  docs: DocumentStore,
  id: string,
  at: string,
): Promise<AdminReview | null> {
  await docs.update(`${FEEDBACK}/${id}`, { repliedAt: at });
  return readReview(docs, 'feedback', id);
}
