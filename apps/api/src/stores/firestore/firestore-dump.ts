import type { CollectionReference, DocumentData, Firestore } from 'firebase-admin/firestore';
import type { BackendDoc } from '../backend.js';
import { pathSegments } from '../paths.js';

type ToDoc = (path: string, data: DocumentData | undefined) => BackendDoc;

/**
 * Every document at or under `path`, found by walking collections (Firestore has no prefix scan).
 * `listDocuments()` also yields "missing" parents that only hold subcollections, which we descend.
 */
export async function dumpFirestore(
  db: Firestore,
  path: string,
  toDoc: ToDoc,
): Promise<BackendDoc[]> {
  const out: BackendDoc[] = [];
  const walkCollection = async (collection: CollectionReference) => {
    const refs = await collection.listDocuments();
    for (let i = 0; i < refs.length; i += 300) {
      const snaps = await db.getAll(...refs.slice(i, i + 300));
      for (const snap of snaps) if (snap.exists) out.push(toDoc(snap.ref.path, snap.data()));
    }
    for (const ref of refs)
      for (const sub of await ref.listCollections()) await walkCollection(sub);
  };
  if (!path) {
    for (const collection of await db.listCollections()) await walkCollection(collection);
  } else if (pathSegments(path).length % 2 === 0) {
    const snap = await db.doc(path).get();
    if (snap.exists) out.push(toDoc(path, snap.data()));
    for (const sub of await db.doc(path).listCollections()) await walkCollection(sub);
  } else {
    await walkCollection(db.collection(path));
  }
  return out.sort((a, b) => (a.path < b.path ? -1 : 1));
}
