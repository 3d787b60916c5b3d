import { join } from 'node:path';
import type { Config } from '../config.js';
import type { BlobStore } from './blobs/blob-store.js';
import { openFsBlobBackend } from './blobs/fs-blob-backend.js';
import { openGcsBlobBackend } from './blobs/gcs-blob-backend.js';
import { createBlobStore } from './blobs/scoped-blob-store.js';
import type { DocumentStore } from './document-store.js';
import { openFirestoreBackend } from './firestore/firestore-document-backend.js';
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
>;

/** The root stores chosen by configuration: `DATA_DIR/data.sqlite` and `DATA_DIR/blobs` locally. */
export function createStores(config: StoresConfig): { documents: DocumentStore; blobs: BlobStore } {
  const documents = createDocumentStore(
    config.DATA_DRIVER === 'firestore'
      ? openFirestoreBackend(config)
      : openSqliteBackend(join(config.DATA_DIR, 'data.sqlite')),
  );
  const blobs = createBlobStore(
    config.BLOB_DRIVER === 'gcs'
      ? openGcsBlobBackend(config)
      : openFsBlobBackend(join(config.DATA_DIR, 'blobs'), config.STORAGE_BUCKET || 'local'),
  );
  return { documents, blobs };
}
