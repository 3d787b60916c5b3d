import { isApiError } from './is-api-error';

/** Every API error answers `{ error: { code, message, issues? } }`; this carries it to callers. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: unknown;

  constructor(status: number, code: string, message: string, issues?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** Status 0: the request never got an answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

export { isApiError };

export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && error.status === NETWORK_ERROR_STATUS;
}

function readErrorBody(body: unknown): { code?: string; message?: string; issues?: unknown } {
  if (typeof body !== 'object' || body === null || !('error' in body)) return {};
  const error = body.error;
  if (typeof error !== 'object' || error === null) return {};
  const { code, message, issues } = error as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' && message.trim() !== '' ? message : undefined,
    issues,
  };
}

/** Builds an ApiError from a non-2xx response; the message is empty when the body has none. */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // A proxy's HTML error page: keep the status, use the default message.
  }
  const parsed = readErrorBody(body);
  return new ApiError(
    response.status,
    parsed.code ?? `http_${response.status}`,
    parsed.message ?? '',
    parsed.issues,
  );
}
