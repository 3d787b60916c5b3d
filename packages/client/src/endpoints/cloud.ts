import type { listCloudExportsContract, listCloudRowsContract } from '@bar/domain/api/cloud';
import { endpoint } from '../endpoint';

export type { CloudAnswer, CloudCollection, CloudExportLog, CloudRow } from '@bar/domain/api/cloud';
export { CLOUD_COLLECTIONS } from '@bar/domain/api/cloud';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/cloud') : undefined;

/** GET /api/admin/cloud/:collection?from=&to=&limit= — documents in a date range (staff). */
export const listCloudRows = endpoint<typeof listCloudRowsContract>(
  'GET /api/admin/cloud/:collection',
  contracts?.then((m) => m.listCloudRowsContract),
);

/** GET /api/admin/cloud-exports — the latest CSV exports (staff). */
export const listCloudExports = endpoint<typeof listCloudExportsContract>(
  'GET /api/admin/cloud-exports',
  contracts?.then((m) => m.listCloudExportsContract),
);
