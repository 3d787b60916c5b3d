import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FieldSentinel } from '../document-store.js';
import { StoreError } from '../errors.js';
import { isPlainObject } from '../field-values.js';

/** Outgoing: our delete sentinel becomes Firestore's (server timestamps are already strings). */
export function toFirestore(value: unknown): unknown {
  if (value === FieldSentinel.delete) return FieldValue.delete();
  if (Array.isArray(value)) return value.map(toFirestore);
  if (isPlainObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toFirestore(item)]));
  }
  return value;
}

/** Incoming: Timestamps written by other tools read as the same ISO strings we write. */
export function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (
    value !== null &&
    typeof value === 'object' &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fromFirestore(item)]),
    );
  }
  return value;
}

/** gRPC status codes (https://grpc.io/docs/guides/status-codes/) to HTTP, as the SQLite adapter answers. */
export function translateError(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  const message =
    error instanceof Error ? error.message.replace(/^\d+ [A-Z_]+: /, '') : String(error);
  if (code === 5) return new StoreError(404, message);
  if (code === 3) return new StoreError(400, message);
  if (code === 10) return new StoreError(409, message);
  return error;
}

export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translateError(error);
  }
}
