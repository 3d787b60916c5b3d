/**
 * Errors raised by the stores carry an HTTP `statusCode`, so the central error handler answers
 * 400/404/409/413 without the routes translating them.
 */
export class StoreError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export const badRequest = (message: string) => new StoreError(400, message);
export const notFound = (message: string) => new StoreError(404, message);
export const conflict = (message: string) => new StoreError(409, message);
export const tooLarge = (message: string) => new StoreError(413, message);

/**
 * The disk under the store is full or cannot be written (a read-only folder or file system,
 * a quota): a fault of the place, not of the request, so 503 with its own code; the error
 * handler gives it its translated text (STORE_UNAVAILABLE) and `/api/ready` says not ready.
 */
export class StoreUnavailableError extends Error {
  readonly statusCode = 503;
  readonly code = 'STORE_UNAVAILABLE';
  readonly expose = true;
  constructor(cause: unknown) {
    super('The store cannot write now (storage full or not writable)', { cause });
    this.name = 'StoreUnavailableError';
  }
}

const FS_FAULTS = new Set(['ENOSPC', 'EROFS', 'EACCES', 'EPERM', 'EDQUOT']);
const SQLITE_FAULTS = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/;

/** The error, or a StoreUnavailableError when it says the disk is full or not writable. */
export function storageFault(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  return FS_FAULTS.has(code) || SQLITE_FAULTS.test(code) ? new StoreUnavailableError(error) : error;
}
