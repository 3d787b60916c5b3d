import type {
  backupEnvContract,
  getEnvVersionContract,
  listEnvVersionsContract,
  resolveEnvContract,
  restoreEnvVersionContract,
} from '@bar/domain/api/env';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/env') : undefined;

/** GET /api/env/resolve — the saved environment (secrets masked) and its schema (superadmin). */
export const resolveEnv = endpoint<typeof resolveEnvContract>(
  'GET /api/env/resolve',
  contracts?.then((m) => m.resolveEnvContract),
);
/** POST /api/env/backup — saves the whole environment and records a version (superadmin). */
export const backupEnv = endpoint<typeof backupEnvContract>(
  'POST /api/env/backup',
  contracts?.then((m) => m.backupEnvContract),
);
/** GET /api/admin/env/versions — the saved versions, newest first (superadmin). */
export const listEnvVersions = endpoint<typeof listEnvVersionsContract>(
  'GET /api/admin/env/versions',
  contracts?.then((m) => m.listEnvVersionsContract),
);
/** GET /api/admin/env/versions/:ts — one version, secrets masked (superadmin). */
export const getEnvVersion = endpoint<typeof getEnvVersionContract>(
  'GET /api/admin/env/versions/:ts',
  contracts?.then((m) => m.getEnvVersionContract),
);
/** POST /api/admin/env/versions/:ts/restore — makes a version current again (superadmin). */
export const restoreEnvVersion = endpoint<typeof restoreEnvVersionContract>(
  'POST /api/admin/env/versions/:ts/restore',
  contracts?.then((m) => m.restoreEnvVersionContract),
);
