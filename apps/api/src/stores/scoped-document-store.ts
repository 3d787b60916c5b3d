import type { BackendDoc, BackendWrite, DocumentBackend } from './backend.js';
import type {
  DocQuery,
  DocSnapshot,
  DocumentStore,
  Transaction,
  WriteOp,
} from './document-store.js';
import { badRequest } from './errors.js';
import { prepareData } from './field-values.js';
import { planQuery } from './query-plan.js';
import {
  checkTenant,
  collectionPath,
  documentPath,
  join,
  lastSegment,
  pathSegments,
  unscope,
} from './paths.js';

/** Scoped stores kept for reuse (the oldest made goes first beyond this). */
export const MAX_SCOPED_TENANTS = 256;

export const MAX_BATCH = 500;

/**
 * The one implementation of the port, over any backend: validates paths, prefixes the scope
 * (`tenants/{tenant}`) and prepares data, so the adapters can never be handed a foreign path.
 */
export function createDocumentStore(backend: DocumentBackend, scope = ''): DocumentStore {
  const tenants = new Map<string, DocumentStore>();
  const doc = (path: string) => join(scope, documentPath(path));
  const col = (path: string) => join(scope, collectionPath(path));
  const snapshot = ({ path, data }: BackendDoc): DocSnapshot => ({
    id: lastSegment(path),
    path: unscope(scope, path),
    data,
  });
  const toBackend = (op: WriteOp, now: string): BackendWrite => {
    if (op.type === 'delete') return { type: 'delete', path: doc(op.path) };
    if (op.type === 'update') {
      return { type: 'update', path: doc(op.path), data: prepareData(op.data, 'update', now) };
    }
    if (op.type !== 'set') throw badRequest(`Unknown write "${String((op as WriteOp).type)}"`);
    const merge = op.merge === true;
    return {
      type: 'set',
      path: doc(op.path),
      data: prepareData(op.data, merge ? 'merge' : 'set', now),
      merge,
    };
  };
  const write = (ops: WriteOp[]) => {
    if (ops.length > MAX_BATCH)
      throw badRequest(`A batch holds at most ${MAX_BATCH} writes, got ${ops.length}`);
    const now = new Date().toISOString();
    return backend.write(ops.map((op) => toBackend(op, now)));
  };
  // Paths handed to dump/recursiveDelete may be a document or a collection.
  const anyPath = (path?: string) =>
    path === undefined ? scope : join(scope, pathSegments(path).join('/'));

  const store: DocumentStore = {
    driver: backend.driver,
    scope,
    get: async (path) => backend.get(doc(path)),
    set: async (path, data, options) =>
      write([{ type: 'set', path, data, merge: options?.merge === true }]),
    update: async (path, data) => write([{ type: 'update', path, data }]),
    delete: async (path) => write([{ type: 'delete', path }]),
    query: async (collection, query?: DocQuery) =>
      (await backend.query(col(collection), planQuery(query))).map(snapshot),
    count: async (collection, query) => backend.count(col(collection), planQuery(query)),
    batch: async (ops) => (ops.length === 0 ? undefined : write(ops)),
    transaction: async (fn) =>
      backend.transaction((tx) => {
        const now = new Date().toISOString();
        const facade: Transaction = {
          get: async (path) => tx.get(doc(path)),
          query: async (collection, query) =>
            (await tx.query(col(collection), planQuery(query))).map(snapshot),
          set: (path, data, options) =>
            tx.write(toBackend({ type: 'set', path, data, merge: options?.merge }, now)),
          update: (path, data) => tx.write(toBackend({ type: 'update', path, data }, now)),
          delete: (path) => tx.write(toBackend({ type: 'delete', path }, now)),
        };
        return fn(facade);
      }),
    listCollections: async (path) =>
      backend.listCollections(path === undefined ? scope : doc(path)),
    dump: async (path) => (await backend.dump(anyPath(path))).map(snapshot),
    recursiveDelete: async (path) => {
      if (path === undefined && !scope) throw badRequest('Refusing to delete the whole database');
      return backend.recursiveDelete(anyPath(path));
    },
    forTenant: (tenant) => {
      if (scope) throw new Error('forTenant() is only available on the root store');
      let scoped = tenants.get(tenant);
      if (!scoped) {
        scoped = createDocumentStore(backend, `tenants/${checkTenant(tenant)}`);
        tenants.set(tenant, scoped);
        // Bounded: a caller naming tenants (`?tenant=`) cannot grow it. The stores hold no
        // state, so a dropped one is simply made again.
        if (tenants.size > MAX_SCOPED_TENANTS) tenants.delete(tenants.keys().next().value!);
      }
      return scoped;
    },
    ping: () => backend.ping(),
    close: () => backend.close(),
  };
  return store;
}
