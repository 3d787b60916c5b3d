/**
 * The document store port: Firestore's data model (collections of JSON documents, subcollections
 * under documents) and the subset of its API the app uses. Paths are slash-separated, relative to
 * the store's scope: a tenant store (`forTenant`) puts every path under `tenants/{tenant}/`.
 */
export type DocData = Record<string, unknown>;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';

export interface Where {
  field: string;
  op: WhereOp;
  value: unknown;
}

export interface OrderBy {
  field: string;
  direction?: 'asc' | 'desc';
}

export interface DocSnapshot {
  id: string;
  /** Path relative to the store's scope, e.g. `events/abc`. */
  path: string;
  data: DocData;
}

export interface DocQuery {
  where?: Where[];
  orderBy?: OrderBy[];
  /** 1..10000. */
  limit?: number;
  /** Values for the orderBy fields (a prefix is enough), or a snapshot from a previous page. */
  startAfter?: unknown[] | DocSnapshot;
}

export type WriteOp =
  | { type: 'set'; path: string; data: DocData; merge?: boolean }
  | { type: 'update'; path: string; data: DocData }
  | { type: 'delete'; path: string };

export interface Transaction {
  get(path: string): Promise<DocData | null>;
  query(collection: string, query?: DocQuery): Promise<DocSnapshot[]>;
  set(path: string, data: DocData, options?: { merge?: boolean }): void;
  update(path: string, data: DocData): void;
  delete(path: string): void;
}

export interface DocumentStore {
  readonly driver: 'sqlite' | 'firestore';
  /** `tenants/{tenant}` for a tenant store, '' for the root store. */
  readonly scope: string;
  get(path: string): Promise<DocData | null>;
  /** Replaces the document, or deep-merges into it with `{ merge: true }` (Firestore semantics). */
  set(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Keys are dotted field paths; `deleteField()` removes a field. 404 when the document is missing. */
  update(path: string, data: DocData): Promise<void>;
  delete(path: string): Promise<void>;
  query(collection: string, query?: DocQuery): Promise<DocSnapshot[]>;
  count(collection: string, query?: DocQuery): Promise<number>;
  /** Atomic: all or nothing; at most 500 operations. */
  batch(ops: WriteOp[]): Promise<void>;
  /** Reads first, then writes; retried on conflict, so `fn` may run more than once. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Ids of the collections directly under a document (or at the scope's root). */
  listCollections(documentPath?: string): Promise<string[]>;
  /** Every document at or under a path (the whole scope when omitted), sorted by path. */
  dump(path?: string): Promise<DocSnapshot[]>;
  /** Deletes a document or collection and everything beneath it (the whole tenant when omitted). */
  recursiveDelete(path?: string): Promise<void>;
  forTenant(tenant: string): DocumentStore;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Sentinels understood by both adapters (in `update` and `set(..., { merge: true })`). */
export class FieldSentinel {
  private constructor(readonly kind: 'delete' | 'serverTimestamp') {}
  static readonly delete = new FieldSentinel('delete');
  static readonly serverTimestamp = new FieldSentinel('serverTimestamp');
}

export const deleteField = () => FieldSentinel.delete;
/**
 * Resolved when the write is sent, by the API server, to an ISO-8601 UTC string with milliseconds
 * (`2025-01-31T20:15:00.000Z`). Both adapters store that string, so timestamps compare, sort and
 * export identically on SQLite and Firestore.
 */
export const serverTimestamp = () => FieldSentinel.serverTimestamp;
