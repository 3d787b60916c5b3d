import { isApiError } from '@bar/client/api-client';
import type { ReviewError } from './review-state';

/**
 * What a refused review shows: the API's own translated text for a 400 (a check failed) or a
 * 409 (the event is not over), else the catalogue's "could not send" (network, 429, 5xx).
 */
export function reviewErrorOf(error: unknown): ReviewError {
  if (isApiError(error) && (error.status === 400 || error.status === 409) && error.message)
    return { text: error.message };
  return { id: 'review.errors.sendFailed' };
}
