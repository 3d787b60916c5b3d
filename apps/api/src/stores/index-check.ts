import { existsSync, readFileSync } from 'node:fs';
import type { DocumentBackend } from './backend.js';
import type { QueryPlan } from './query-plan.js';

/**
 * Firestore serves a query from its automatic single-field indexes only when the query filters
 * by equality alone, or orders (or filters by range) on one field with no equality beside it;
 * anything else needs a composite index declared in `firestore.indexes.json`, or Firestore
 * refuses it with FAILED_PRECONDITION. The emulator does not enforce that, so the local store
 * does: outside production every query is checked against the declared indexes, and a query
 * that would fail on Firestore fails here too, in every test and in `pnpm start`.
 */
export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: IndexField[];
}

const EQUALITY = new Set(['==', 'in', 'array-contains']);
const ORDER = { asc: 'ASCENDING', desc: 'DESCENDING' } as const;

/** A required index: its equality fields first (`equalities` of them), then the orders. */
export interface NeededIndex extends CompositeIndex {
  equalities: number;
}

/** The composite index a query on `collection` needs, or null when single-field indexes serve it. */
export function requiredIndex(collection: string, plan: QueryPlan): NeededIndex | null {
  const ordered = new Set(plan.orders.map((order) => order.field));
  const equalities = new Map<string, IndexField>();
  for (const filter of plan.where) {
    if (!EQUALITY.has(filter.op) || ordered.has(filter.field)) continue;
    equalities.set(
      filter.field,
      filter.op === 'array-contains'
        ? { fieldPath: filter.field, arrayConfig: 'CONTAINS' }
        : { fieldPath: filter.field, order: 'ASCENDING' },
    );
  }
  if (plan.orders.length === 0 || (plan.orders.length === 1 && equalities.size === 0)) return null;
  return {
    collectionGroup: collection.split('/').at(-1) ?? collection,
    queryScope: 'COLLECTION',
    equalities: equalities.size,
    fields: [
      ...equalities.values(),
      ...plan.orders.map((order) => ({ fieldPath: order.field, order: ORDER[order.direction] })),
    ],
  };
}

/** Whether a declared index serves the required one (equality fields in any order and direction). */
export function covers(declared: CompositeIndex, needed: NeededIndex): boolean {
  if (declared.collectionGroup !== needed.collectionGroup) return false;
  if ((declared.queryScope ?? 'COLLECTION') !== 'COLLECTION') return false;
  if (declared.fields.length !== needed.fields.length) return false;
  const { equalities } = needed;
  const head = declared.fields.slice(0, equalities);
  const sameEquality = (a: IndexField, b: IndexField) =>
    a.fieldPath === b.fieldPath && Boolean(a.arrayConfig) === Boolean(b.arrayConfig);
  return (
    needed.fields.slice(0, equalities).every((field) => head.some((d) => sameEquality(d, field))) &&
    needed.fields.slice(equalities).every((field, at) => {
      const candidate = declared.fields[equalities + at];
      return candidate?.fieldPath === field.fieldPath && candidate.order === field.order;
    })
  );
}

/** Human-readable: `surveys (success ASC, ts DESC)`. */
export function describeIndex(index: CompositeIndex): string {
  const fields = index.fields.map(
    (field) =>
      `${field.fieldPath} ${field.arrayConfig ? 'CONTAINS' : field.order === 'DESCENDING' ? 'DESC' : 'ASC'}`,
  );
  return `${index.collectionGroup} (${fields.join(', ')})`;
}

/** The composite indexes of a `firestore.indexes.json`, or null when the file is not there. */
export function readIndexFile(file: string | null): CompositeIndex[] | null {
  if (!file || !existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { indexes?: CompositeIndex[] };
  return parsed.indexes ?? [];
}

export class MissingIndexError extends Error {
  readonly statusCode = 500;
  constructor(readonly index: CompositeIndex) {
    super(`The query requires an index not in firestore.indexes.json: ${describeIndex(index)}`);
    this.name = 'MissingIndexError';
  }
}

/** The backend, refusing every query no declared index (or single-field index) would serve. */
export function withIndexCheck(
  backend: DocumentBackend,
  indexes: readonly CompositeIndex[],
): DocumentBackend {
  const check = (collection: string, plan: QueryPlan) => {
    const needed = requiredIndex(collection, plan);
    if (needed && !indexes.some((declared) => covers(declared, needed)))
      throw new MissingIndexError(needed);
  };
  return {
    ...backend,
    driver: backend.driver,
    query: async (collection, plan) => {
      check(collection, plan);
      return backend.query(collection, plan);
    },
    count: async (collection, plan) => {
      check(collection, plan);
      return backend.count(collection, plan);
    },
    transaction: (fn) =>
      backend.transaction((tx) =>
        fn({
          ...tx,
          get: (path) => tx.get(path),
          write: (op) => tx.write(op),
          query: async (collection, plan) => {
            check(collection, plan);
            return tx.query(collection, plan);
          },
        }),
      ),
  };
}
