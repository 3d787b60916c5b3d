import type {
  deleteMetadataFieldsContract,
  getMetadataContract,
  getMetadataOrderContract,
  putMetadataContract,
  putMetadataOrderContract,
} from '@bar/domain/api/metadata';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/metadata') : undefined;

/** GET /api/admin/meta/:scope — one scope's metadata table (staff). */
export const getMetadata = endpoint<typeof getMetadataContract>(
  'GET /api/admin/meta/:scope',
  contracts?.then((m) => m.getMetadataContract),
);
/** PUT /api/admin/meta/:scope — merges metadata into a scope (staff). */
export const putMetadata = endpoint<typeof putMetadataContract>(
  'PUT /api/admin/meta/:scope',
  contracts?.then((m) => m.putMetadataContract),
);
/** POST /api/admin/meta/:scope/delete — removes metadata fields (staff). */
export const deleteMetadataFields = endpoint<typeof deleteMetadataFieldsContract>(
  'POST /api/admin/meta/:scope/delete',
  contracts?.then((m) => m.deleteMetadataFieldsContract),
);
/** GET /api/admin/meta/order/:key — the metadata table's saved row order (staff). */
export const getMetadataOrder = endpoint<typeof getMetadataOrderContract>(
  'GET /api/admin/meta/order/:key',
  contracts?.then((m) => m.getMetadataOrderContract),
);
/** PUT /api/admin/meta/order/:key — saves the metadata table's row order (staff). */
export const putMetadataOrder = endpoint<typeof putMetadataOrderContract>(
  'PUT /api/admin/meta/order/:key',
  contracts?.then((m) => m.putMetadataOrderContract),
);
