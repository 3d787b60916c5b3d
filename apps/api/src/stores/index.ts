export type {
  BlobBody,
  BlobList,
  BlobMetadata,
  BlobRead,
  BlobStore,
  ListOptions,
  PutOptions,
} from './blobs/blob-store.js';
export { SIZE_LIMITS, kindOf, sniffContentType } from './blobs/upload-inspect.js';
export { createStores, type StoresConfig } from './create-stores.js';
export {
  deleteField,
  serverTimestamp,
  type DocData,
  type DocQuery,
  type DocSnapshot,
  type DocumentStore,
  type OrderBy,
  type Transaction,
  type Where,
  type WhereOp,
  type WriteOp,
} from './document-store.js';
export { StoreError } from './errors.js';
