import { isApiError, refusalText } from '@bar/client/is-api-error';
import type { ReviewError } from './review-state';

function firstIssueId(issues: unknown): string | undefined {
  const first: unknown = Array.isArray(issues) ? issues[0] : undefined;
  if (typeof first !== 'object' || first === null || !('id' in first)) return undefined;
  return typeof first.id === 'string' ? first.id : undefined;
}

/**
 * What a refused review shows: for a check that failed (400) the site's own text for it, else
 * the API's own translated text for any refusal (409 the event is not over, 429 too many tries,
 * …), else the catalogue's "could not send" (network, 5xx).
 */
export function reviewErrorOf(error: unknown): ReviewError {
  if (!isApiError(error)) return { id: 'review.errors.sendFailed' };
  // A check the site knows: its id, shown from the page's own catalogue (and tenant texts).
  const id = error.status === 400 ? firstIssueId(error.issues) : undefined;
  if (id?.startsWith('review.')) return { id };
  const text = refusalText(error);
  return text ? { text } : { id: 'review.errors.sendFailed' };
}
