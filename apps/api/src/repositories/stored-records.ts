import { parseStored } from '@bar/domain/stored';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DocData, DocSnapshot } from '../stores/document-store.js';

/*
 * Every repository reads the store through the record's domain schema. A document that does not
 * fit (a hand edit in the database console, an older or another tool's write) is never passed on
 * as if it were one: it is logged (collection, id and the failing field names, never a value),
 * then a single read answers 409 STORED_RECORD_INVALID (a translated text: the error handler
 * maps the code) and a list leaves it out.
 */

type RecordLog = Pick<FastifyBaseLogger, 'warn'>;

// Set by the stores plugin to the app's logger; silent until then (a repository used alone).
let log: RecordLog = { warn: () => undefined };

/** Where the rejected-document lines go (the app's pino logger). */
export const useStoredRecordLog = (next: RecordLog) => {
  log = next;
};

/** A stored document that does not fit its record's schema: 409, translated by the error handler. */
export class StoredRecordError extends Error {
  readonly statusCode = 409;
  readonly code = 'STORED_RECORD_INVALID';
  constructor(
    readonly collection: string,
    readonly id: string,
  ) {
    super(`stored document ${collection}/${id} does not fit its schema`);
    this.name = 'StoredRecordError';
  }
}

function check<S extends z.ZodType>(schema: S, collection: string, id: string, data: DocData) {
  const parsed = parseStored(schema, data);
  if (!parsed.ok)
    log.warn({ collection, id, fields: parsed.fields }, 'stored document does not fit its schema');
  return parsed;
}

/** One stored document as its record: null when there is none, a StoredRecordError when it does not fit. */
export function storedRecord<S extends z.ZodType>(
  schema: S,
  collection: string,
  id: string,
  data: DocData | null,
): z.output<S> | null {
  if (!data) return null;
  const parsed = check(schema, collection, id, data);
  if (!parsed.ok) throw new StoredRecordError(collection, id);
  return parsed.value;
}

/** The documents of a query as records, in order; one that does not fit is logged and left out. */
export function storedRecords<S extends z.ZodType>(
  schema: S,
  collection: string,
  rows: DocSnapshot[],
): z.output<S>[] {
  return rows.flatMap((row) => {
    const parsed = check(schema, collection, row.id, row.data);
    return parsed.ok ? [parsed.value] : [];
  });
}
