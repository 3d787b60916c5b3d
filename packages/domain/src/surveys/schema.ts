import { z } from 'zod';
import { CONTENT_LOCALES } from '../i18n/locales.js';

/** The six 1-5 ratings of the kiosk survey, in order. */
export const SURVEY_RATINGS = [
  'experience',
  'flavor',
  'service',
  'waitTime',
  'atmosphere',
  'price',
] as const;
export type SurveyRating = (typeof SURVEY_RATINGS)[number];

/** How the guest heard of the place. */
export const HOW_HEARD = [
  'recommendation',
  'walkIn',
  'socialMedia',
  'flyer',
  'digitalMedia',
  'other',
] as const;
export type HowHeard = (typeof HOW_HEARD)[number];

/** Spec §5 / §9: the comment is optional, 600 characters at most. */
export const SURVEY_COMMENT_MAX = 600;
export const SURVEY_NAME_MAX = 80;

const Rating = z.number().int().min(1).max(5);

export const SurveyAnswersSchema = z.strictObject({
  ratings: z.strictObject({
    experience: Rating,
    flavor: Rating,
    service: Rating,
    waitTime: Rating,
    atmosphere: Rating,
    price: Rating,
  }),
  wouldRecommend: z.boolean(),
  wouldReturn: z.boolean(),
  howHeard: z.enum(HOW_HEARD),
});
export type SurveyAnswers = z.output<typeof SurveyAnswersSchema>;

/** What the kiosk sends (POST /api/surveys). Strict: an unknown field is a mistake, not data. */
export const SurveyInputSchema = z.strictObject({
  locale: z.enum(CONTENT_LOCALES),
  name: z.string().max(SURVEY_NAME_MAX).optional(),
  comment: z.string().max(SURVEY_COMMENT_MAX).optional(),
  answers: SurveyAnswersSchema,
});
export type SurveyInput = z.input<typeof SurveyInputSchema>;

/**
 * A stored survey (collection `surveys`, spec §3): `success` is true for a completed survey, the
 * only kind the kiosk stores, and what the reviews rail reads; `ts` is the server's epoch ms.
 */
export const SurveyRecordSchema = z.object({
  success: z.boolean(),
  locale: z.string(),
  ts: z.number(),
  comment: z.string(),
  name: z.string(),
  answers: SurveyAnswersSchema,
  /** Not on the reviews rail: staff hid it, or it waits for staff to show it (not vouched). */
  hidden: z.boolean().optional(),
});
export type SurveyRecord = z.output<typeof SurveyRecordSchema>;

/**
 * The record for a valid input: trimmed texts, server time. The home page shows only what the
 * restaurant vouches for: a survey answered at a kiosk signed in with a staff account is shown
 * at once; any other (an anonymous post, a guest session) is stored hidden until staff show it
 * in the reviews tab.
 */
export function surveyRecord(
  input: z.output<typeof SurveyInputSchema>,
  ts: number,
  vouched: boolean,
): SurveyRecord {
  return {
    success: true,
    locale: input.locale,
    ts,
    comment: input.comment?.trim() ?? '',
    name: input.name?.trim() ?? '',
    answers: input.answers,
    ...(vouched ? {} : { hidden: true }),
  };
}

/** One card of the reviews rail: no contact data ever leaves the API. */
export const ReviewCardSchema = z.object({
  id: z.string(),
  /** Empty for an anonymous guest: the page shows 'Invitado' / 'Guest' / 'Invité'. */
  name: z.string(),
  comment: z.string(),
  locale: z.string(),
  ts: z.number(),
  /** The guest's overall experience rating (1-5). */
  rating: z.number().int().min(1).max(5).nullable(),
});
export type ReviewCard = z.output<typeof ReviewCardSchema>;

export const ReviewListSchema = z.object({ items: z.array(ReviewCardSchema) });
export type ReviewList = z.output<typeof ReviewListSchema>;

/** Spec §9 "Reviews": 20 by default; the fallback read takes 100 and filters by itself. */
export const REVIEWS_DEFAULT_LIMIT = 20;
export const REVIEWS_FALLBACK_LIMIT = 100;

/** Same language: the full locale or its language part ('es-MX' matches 'es'). */
export const sameLanguage = (stored: string, wanted: string): boolean => {
  const a = stored.trim().toLowerCase();
  const b = wanted.trim().toLowerCase();
  return a === b || a.split('-')[0] === b.split('-')[0];
};

/**
 * The rail's rule (spec §5, §7): success true, the locale matching, a non-empty comment, newest
 * first, cut to the limit. Used on the fallback read, which brings every locale's surveys.
 */
export function railReviews<
  T extends { success: boolean; locale: string; comment: string; ts: number },
>(records: readonly T[], locale: string, limit = REVIEWS_DEFAULT_LIMIT): T[] {
  return records
    .filter((r) => r.success && sameLanguage(r.locale, locale) && r.comment.trim() !== '')
    .sort((a, b) => b.ts - a.ts)
    .slice(0, limit);
}
