import type { ApiError } from './api-error';

/**
 * Whether `error` is the client's ApiError: by its name, not its class, so a page can read a
 * failed call's error without holding the client's code, which then comes with the call.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError';
}
