import { isApiError } from '@bar/client/api-client';
import type { ReviewError } from './review-state';

function firstIssueId(issues: unknown): string | undefined {
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  if (typeof first !== 'object' || first === null || !('id' in first)) return undefined;
  return typeof first.id === 'string' ? first.id : undefined;
}

/**
 * What a refused review shows: the API's own translated text for a 400 (a check failed) or a
 * 409 (the event is not over), else the catalogue's "could not send" (network, 429, 5xx).
 */
export function reviewErrorOf(error: unknown): ReviewError {
  if (!isApiError(error) || (error.status !== 400 && error.status !== 409))
    return { id: 'review.errors.sendFailed' };
  // A check the site knows: its id, shown from the page's own catalogue (and tenant texts).
  const id = firstIssueId(error.issues);
  if (id?.startsWith('review.')) return { id };
  if (error.message) return { text: error.message };
  return { id: 'review.errors.sendFailed' };
}
