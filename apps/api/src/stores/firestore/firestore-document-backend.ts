import {
  FieldPath,
  Firestore,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { Config } from '../../config.js';
import { getFirebaseApp } from '../../lib/google/firebase-admin.js';
import type { BackendDoc, BackendWrite, DocumentBackend } from '../backend.js';
import type { DocData } from '../document-store.js';
import { pathSegments } from '../paths.js';
import type { QueryPlan } from '../query-plan.js';
import { fromFirestore, guard, toFirestore } from './firestore-values.js';
import { dumpFirestore } from './firestore-dump.js';

/** Attempts of a transaction the server closed under it (3 in all). */
const CLOSED_TRANSACTION_ATTEMPTS = 3;

const isClosedTransaction = (error: unknown) =>
  (error as { code?: unknown }).code === 3 &&
  /transaction is invalid or closed/i.test(String((error as Error).message));

/**
 * Runs a transaction again when the server answers INVALID_ARGUMENT "Transaction is invalid or
 * closed": the transaction did not commit (its lock expired or, on the emulator, racing
 * transactions closed it; firebase/firebase-tools#4473), so running it again is safe. The SDK
 * retries ABORTED itself, not this.
 */
async function retryClosedTransaction<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= CLOSED_TRANSACTION_ATTEMPTS || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 80 * attempt));
    }
  }
}

export type FirestoreConfig = Pick<
  Config,
  'GCLOUD_PROJECT' | 'STORAGE_BUCKET' | 'FIRESTORE_EMULATOR_HOST'
>;

/**
 * Cloud Firestore adapter. Each backend owns its client (so `close()` can terminate it without
 * breaking another user of the shared firebase-admin app); the project comes from that app, and
 * credentials are Application Default Credentials, as firebase-admin would use
 * (https://firebase.google.com/docs/admin/setup#initialize-sdk). Locally it talks to the emulator.
 */
export function openFirestoreBackend(config: FirestoreConfig): DocumentBackend {
  const app = getFirebaseApp(config);
  const db = new Firestore({
    projectId: app.options.projectId ?? config.GCLOUD_PROJECT,
    ignoreUndefinedProperties: true,
    ...(config.FIRESTORE_EMULATOR_HOST ? { host: config.FIRESTORE_EMULATOR_HOST, ssl: false } : {}),
  });
  const toDoc = (path: string, data: DocData | undefined): BackendDoc => ({
    path,
    data: fromFirestore(data ?? {}) as DocData,
  });
  const build = (collection: string, plan: QueryPlan): Query => {
    let query: Query = db.collection(collection);
    for (const { field, op, value } of plan.where) query = query.where(field, op, value);
    for (const { field, direction } of plan.orders) query = query.orderBy(field, direction);
    // The id tie-break is spelled out so that cursors can name it, exactly as the SQLite adapter does.
    query = query.orderBy(FieldPath.documentId(), plan.idDirection);
    if (plan.cursor) {
      const { values, id } = plan.cursor;
      query = query.startAfter(...values, ...(id === undefined ? [] : [id]));
    }
    return plan.limit === undefined ? query : query.limit(plan.limit);
  };
  // Transaction and WriteBatch share these three calls (their overloads just do not unify in TS).
  const stage = (tx: Transaction | WriteBatch, op: BackendWrite) => {
    const target = tx as WriteBatch;
    const ref = db.doc(op.path);
    if (op.type === 'delete') target.delete(ref);
    else if (op.type === 'update') target.update(ref, toFirestore(op.data) as DocData);
    else target.set(ref, toFirestore(op.data) as DocData, { merge: op.merge });
  };

  return {
    driver: 'firestore',
    get: (path) =>
      guard(async () => {
        const snap = await db.doc(path).get();
        return snap.exists ? toDoc(path, snap.data()).data : null;
      }),
    write: (ops) =>
      guard(async () => {
        const batch = db.batch();
        for (const op of ops) stage(batch, op);
        await batch.commit();
      }),
    query: (collection, plan) =>
      guard(async () =>
        (await build(collection, plan).get()).docs.map((doc) => toDoc(doc.ref.path, doc.data())),
      ),
    count: (collection, plan) =>
      guard(async () => (await build(collection, plan).count().get()).data().count),
    transaction: (fn) =>
      guard(() =>
        retryClosedTransaction(() =>
          db.runTransaction((tx) =>
            fn({
              get: async (path) => {
                const snap = await tx.get(db.doc(path));
                return snap.exists ? toDoc(path, snap.data()).data : null;
              },
              query: async (collection, plan) =>
                (await tx.get(build(collection, plan))).docs.map((doc) =>
                  toDoc(doc.ref.path, doc.data()),
                ),
              write: (op) => stage(tx, op),
            }),
          ),
        ),
      ),
    listCollections: (documentPath) =>
      guard(async () => {
        const collections = documentPath
          ? await db.doc(documentPath).listCollections()
          : await db.listCollections();
        return collections.map((collection) => collection.id).sort();
      }),
    dump: (path) => guard(() => dumpFirestore(db, path, toDoc)),
    recursiveDelete: (path) =>
      guard(async () => {
        if (!path) return;
        const isDocument = pathSegments(path).length % 2 === 0;
        await db.recursiveDelete(isDocument ? db.doc(path) : db.collection(path));
      }),
    ping: () => guard(async () => void (await db.doc('_system/ping').get())),
    close: () => db.terminate(),
  };
}
