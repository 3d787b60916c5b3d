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
