import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { REVIEWS_DEFAULT_LIMIT, ReviewListSchema, SurveyInputSchema } from '../surveys/schema.js';
import { defineContract } from './contract.js';

export const ReviewListQuerySchema = z.object({
  locale: ContentLocaleSchema,
  limit: z.coerce.number().int().min(1).max(50).default(REVIEWS_DEFAULT_LIMIT),
});

/**
 * POST /api/surveys — the kiosk's answers: six ratings, two yes/no, how the
 * guest heard of the place, an optional name and comment (≤ 600). 413 for an oversized body,
 * 429 when one address answers too often.
 */
export const createSurveyContract = defineContract({
  method: 'POST',
  path: '/api/surveys',
  summary: 'Answer the kiosk survey',
  tags: ['surveys'],
  body: SurveyInputSchema,
  status: 201,
  response: z.object({ ok: z.literal(true), id: z.string() }),
  errors: [400, 413, 429],
});

/**
 * GET /api/reviews?locale=&limit= — the home page's reviews rail: completed surveys of that
 * language with a comment, newest first (spec §7). No contact data.
 */
export const listReviewsContract = defineContract({
  method: 'GET',
  path: '/api/reviews',
  summary: "Guests' comments for the reviews rail",
  tags: ['reviews'],
  query: ReviewListQuerySchema,
  response: ReviewListSchema,
  errors: [400],
});
