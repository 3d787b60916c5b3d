import { z } from 'zod';
import {
  EnvBackupBodySchema,
  EnvBackupResponseSchema,
  EnvResolveResponseSchema,
  EnvValuesSchema,
  EnvVersionsResponseSchema,
} from '../env/schema.js';
import { defineContract } from './contract.js';

// The tenant's environment variables: the back office's environment section (superadmin only).
// Secrets are sealed at rest and masked in every answer.

export const EnvVersionParamsSchema = z.object({
  ts: z.coerce.number().int().positive().max(8_640_000_000_000_000),
});

/** One saved version, its secrets masked (to compare with what is saved now). */
export const EnvVersionSchema = z.object({
  ts: z.number(),
  createdAt: z.string().nullable(),
  env: EnvValuesSchema,
});
export type EnvVersion = z.infer<typeof EnvVersionSchema>;

/** GET /api/env/resolve — the saved environment (secrets masked) and the form's schema. */
export const resolveEnvContract = defineContract({
  method: 'GET',
  path: '/api/env/resolve',
  summary: 'The tenant’s environment variables (secrets masked) and their schema',
  tags: ['env'],
  response: EnvResolveResponseSchema,
  errors: [409],
});

/** POST /api/env/backup — validates, seals and saves the whole environment with a version. */
export const backupEnvContract = defineContract({
  method: 'POST',
  path: '/api/env/backup',
  summary: 'Saves the tenant’s environment variables and records a version',
  tags: ['env'],
  body: EnvBackupBodySchema,
  response: EnvBackupResponseSchema,
  errors: [400, 409],
});

/** GET /api/admin/env/versions — the saved versions' timestamps, newest first (50 at most). */
export const listEnvVersionsContract = defineContract({
  method: 'GET',
  path: '/api/admin/env/versions',
  summary: 'The tenant’s environment versions, newest first (50 at most)',
  tags: ['env'],
  response: EnvVersionsResponseSchema,
  errors: [],
});

/** GET /api/admin/env/versions/:ts — one version, secrets masked. */
export const getEnvVersionContract = defineContract({
  method: 'GET',
  path: '/api/admin/env/versions/:ts',
  summary: 'One environment version (secrets masked)',
  tags: ['env'],
  params: EnvVersionParamsSchema,
  response: EnvVersionSchema,
  errors: [400, 404, 409],
});

/** POST /api/admin/env/versions/:ts/restore — makes that version current again (a new version). */
export const restoreEnvVersionContract = defineContract({
  method: 'POST',
  path: '/api/admin/env/versions/:ts/restore',
  summary: 'Restore an environment version (recorded as a new version)',
  tags: ['env'],
  params: EnvVersionParamsSchema,
  response: EnvBackupResponseSchema,
  errors: [400, 404, 409],
});
