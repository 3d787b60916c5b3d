import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config.js';
import type { BlobStore } from './blobs/blob-store.js';
import { openFsBlobBackend } from './blobs/fs-blob-backend.js';
import { openGcsBlobBackend } from './blobs/gcs-blob-backend.js';
import { createBlobStore } from './blobs/scoped-blob-store.js';
import type { DocumentStore } from './document-store.js';
import { openFirestoreBackend } from './firestore/firestore-document-backend.js';
import { readIndexFile, withIndexCheck } from './index-check.js';
import { createDocumentStore } from './scoped-document-store.js';
import { openSqliteBackend } from './sqlite/sqlite-document-backend.js';

export type StoresConfig = Pick<
  Config,
  | 'DATA_DRIVER'
  | 'BLOB_DRIVER'
  | 'DATA_DIR'
  | 'GCLOUD_PROJECT'
  | 'STORAGE_BUCKET'
  | 'FIRESTORE_EMULATOR_HOST'
  | 'NODE_ENV'
>;

/** The repository's index file: the nearest `firestore.indexes.json` above this module (src or build). */
function indexFile(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = join(dir, 'firestore.indexes.json');
    if (existsSync(file)) return file;
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** The root stores chosen by configuration: `DATA_DIR/data.sqlite` and `DATA_DIR/blobs` locally. */
export function createStores(config: StoresConfig): { documents: DocumentStore; blobs: BlobStore } {
  const backend =
    config.DATA_DRIVER === 'firestore'
      ? openFirestoreBackend(config)
      : openSqliteBackend(join(config.DATA_DIR, 'data.sqlite'));
  // Outside production (and on the emulator, which does not enforce indexes) a query Firestore
  // would refuse for want of a composite index is refused here too (./index-check.ts).
  const indexes =
    config.NODE_ENV !== 'production' || config.FIRESTORE_EMULATOR_HOST
      ? readIndexFile(indexFile())
      : null;
  const documents = createDocumentStore(indexes ? withIndexCheck(backend, indexes) : backend);
  const blobs = createBlobStore(
    config.BLOB_DRIVER === 'gcs'
      ? openGcsBlobBackend(config)
      : openFsBlobBackend(join(config.DATA_DIR, 'blobs'), config.STORAGE_BUCKET || 'local'),
  );
  return { documents, blobs };
}
