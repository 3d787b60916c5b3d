import type {
  completeStorageUploadContract,
  deleteStorageObjectContract,
  getStorageObjectContract,
  listStorageContract,
  patchStorageObjectContract,
  startStorageUploadContract,
} from '@bar/domain/api/storage';
import { endpoint } from '../endpoint';

export type {
  StorageList,
  StorageMetadataPatch,
  StorageObject,
  StorageObjectAnswer,
  StorageUsage,
} from '@bar/domain/api/storage';
export {
  CUSTOM_METADATA_KEY,
  STORAGE_DEFAULT_RESULTS,
  STORAGE_DELIMITER,
  STORAGE_MAX_RESULTS,
} from '@bar/domain/api/storage';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/storage') : undefined;

/** GET /api/admin/storage/objects — one page of a folder (staff). */
export const listStorage = endpoint<typeof listStorageContract>(
  'GET /api/admin/storage/objects',
  contracts?.then((m) => m.listStorageContract),
);

/** GET /api/admin/storage/object?path= — metadata, URL and usages of a file (staff). */
export const getStorageObject = endpoint<typeof getStorageObjectContract>(
  'GET /api/admin/storage/object',
  contracts?.then((m) => m.getStorageObjectContract),
);

/** PATCH /api/admin/storage/object?path= — edits a file's metadata (staff). */
export const patchStorageObject = endpoint<typeof patchStorageObjectContract>(
  'PATCH /api/admin/storage/object',
  contracts?.then((m) => m.patchStorageObjectContract),
);

/** DELETE /api/admin/storage/object?path=&force= — 409 FILE_IN_USE unless forced (staff). */
export const deleteStorageObject = endpoint<typeof deleteStorageObjectContract>(
  'DELETE /api/admin/storage/object',
  contracts?.then((m) => m.deleteStorageObjectContract),
);

/** POST /api/admin/storage/uploads — opens a resumable upload into a folder (staff). */
export const startStorageUpload = endpoint<typeof startStorageUploadContract>(
  'POST /api/admin/storage/uploads',
  contracts?.then((m) => m.startStorageUploadContract),
);

/** POST /api/admin/storage/uploads/:uploadId/complete — the stored file (staff). */
export const completeStorageUpload = endpoint<typeof completeStorageUploadContract>(
  'POST /api/admin/storage/uploads/:uploadId/complete',
  contracts?.then((m) => m.completeStorageUploadContract),
);
