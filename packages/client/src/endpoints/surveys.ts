import type { createSurveyContract, listReviewsContract } from '@bar/domain/api/surveys';
import { endpoint } from '../endpoint';

export type { ReviewCard, ReviewList, SurveyInput } from '@bar/domain/surveys/schema';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/surveys') : undefined;

/** POST /api/surveys — the kiosk's answers; a 400 carries a translated message (x-locale). */
export const sendSurvey = endpoint<typeof createSurveyContract>(
  'POST /api/surveys',
  contracts?.then((m) => m.createSurveyContract),
);

/** GET /api/reviews?locale= — the reviews rail (no contact data). */
export const listReviews = endpoint<typeof listReviewsContract>(
  'GET /api/reviews',
  contracts?.then((m) => m.listReviewsContract),
);
