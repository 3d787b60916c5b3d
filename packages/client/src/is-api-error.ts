import type { ApiError } from './api-error';

/**
 * Whether `error` is the client's ApiError: by its name, not its class, so a page can read a
 * failed call's error without holding the client's code, which then comes with the call.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}

/**
 * The API's own words for a refusal (a 4xx: a check failed, a conflict, too large, too many
 * requests, …), written in the request's language; undefined for no answer, a server fault or
 * an answer without words, where a form shows its own "could not send" text.
 */
export function refusalText(error: unknown): string | undefined {
  if (!isApiError(error) || error.status < 400 || error.status > 499) return undefined;
  return error.message || undefined;
}
