import type { DocData } from './document-store.js';
import type { QueryPlan } from './query-plan.js';

/** What an adapter implements: absolute, already validated paths and prepared data. */
export type BackendWrite =
  | { type: 'set'; path: string; data: DocData; merge: boolean }
  | { type: 'update'; path: string; data: DocData }
  | { type: 'delete'; path: string };

export interface BackendDoc {
  path: string;
  data: DocData;
}

export interface BackendTransaction {
  get(path: string): Promise<DocData | null>;
  query(collection: string, plan: QueryPlan): Promise<BackendDoc[]>;
  write(op: BackendWrite): void;
}

export interface DocumentBackend {
  readonly driver: 'sqlite' | 'firestore';
  get(path: string): Promise<DocData | null>;
  /** Atomic. */
  write(ops: BackendWrite[]): Promise<void>;
  query(collection: string, plan: QueryPlan): Promise<BackendDoc[]>;
  count(collection: string, plan: QueryPlan): Promise<number>;
  transaction<T>(fn: (tx: BackendTransaction) => Promise<T>): Promise<T>;
  /** '' for the root. */
  listCollections(documentPath: string): Promise<string[]>;
  /** Documents at or under `path` ('' = everything), sorted by path. */
  dump(path: string): Promise<BackendDoc[]>;
  recursiveDelete(path: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
