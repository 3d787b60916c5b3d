import type {
  listAdminReviewsContract,
  replyToReviewContract,
  setReviewVisibilityContract,
} from '@bar/domain/api/reviews';
import { endpoint } from '../endpoint';

export type { AdminReview, ReviewKind } from '@bar/domain/api/reviews';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/reviews') : undefined;

/** GET /api/admin/reviews — surveys and event feedback, newest first (staff). */
export const listAdminReviews = endpoint<typeof listAdminReviewsContract>(
  'GET /api/admin/reviews',
  contracts?.then((m) => m.listAdminReviewsContract),
);

/** PATCH /api/admin/reviews/:kind/:id — hide or show a review (staff). */
export const setReviewVisibility = endpoint<typeof setReviewVisibilityContract>(
  'PATCH /api/admin/reviews/:kind/:id',
  contracts?.then((m) => m.setReviewVisibilityContract),
);

/** POST /api/admin/reviews/:kind/:id/reply — answer the guest by e-mail (staff). */
export const replyToReview = endpoint<typeof replyToReviewContract>(
  'POST /api/admin/reviews/:kind/:id/reply',
  contracts?.then((m) => m.replyToReviewContract),
);
