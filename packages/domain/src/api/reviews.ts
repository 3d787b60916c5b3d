import { z } from 'zod';
import { defineContract } from './contract.js';

/** The two kinds of guest reviews staff moderate: kiosk surveys and event feedback. */
export const REVIEW_KINDS = ['survey', 'feedback'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

/** One review as staff see it (personal data included: staff only). */
export const AdminReviewSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.string(),
  /** When it was left (ISO-8601). */
  at: z.string(),
  /** 1-5: the survey's overall experience or the event's rating. */
  rating: z.number().nullable(),
  comment: z.string(),
  name: z.string(),
  locale: z.string(),
  /** The guest's e-mail ('' for a survey: the kiosk asks for none). */
  email: z.string(),
  phone: z.string(),
  event: z.object({ id: z.string(), slug: z.string(), title: z.string() }).nullable(),
  hidden: z.boolean(),
  repliedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const AdminReviewListSchema = z.object({ reviews: z.array(AdminReviewSchema) });
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

export const ReviewParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const ReviewVisibilitySchema = z.strictObject({ hidden: z.boolean() });

export const REVIEW_REPLY_MAX = 2000;
export const ReviewReplySchema = z.strictObject({
  message: z.string().trim().min(1).max(REVIEW_REPLY_MAX),
});

/** GET /api/admin/reviews?limit= — kiosk surveys and event feedback in one list, newest first (staff). */
export const listAdminReviewsContract = defineContract({
  method: 'GET',
  path: '/api/admin/reviews',
  summary: "Guests' reviews to moderate",
  tags: ['admin'],
  query: AdminReviewListQuerySchema,
  response: AdminReviewListSchema,
  errors: [400],
});

/**
 * PATCH /api/admin/reviews/:kind/:id — hides or shows a review; a hidden survey leaves the
 * public reviews rail at once (staff).
 */
export const setReviewVisibilityContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/reviews/:kind/:id',
  summary: 'Hide or show a review',
  tags: ['admin'],
  params: ReviewParamsSchema,
  body: ReviewVisibilitySchema,
  response: AdminReviewSchema,
  errors: [400, 404],
});

/**
 * POST /api/admin/reviews/:kind/:id/reply — answers the guest privately by e-mail, through the
 * Mailer, in the review's language; 409 when the guest left no e-mail (staff).
 */
export const replyToReviewContract = defineContract({
  method: 'POST',
  path: '/api/admin/reviews/:kind/:id/reply',
  summary: 'Reply to a review by e-mail',
  tags: ['admin'],
  params: ReviewParamsSchema,
  body: ReviewReplySchema,
  response: AdminReviewSchema,
  errors: [400, 404, 409],
});
