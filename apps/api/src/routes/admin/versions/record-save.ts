import type { JsonObject } from '@bar/domain/merge';
import type { VersionArea } from '@bar/domain/versions/schema';
import type { FastifyRequest } from 'fastify';
import { recordVersion } from '../../../repositories/versions.js';

/**
 * Records what a save left as a new version, by the caller: after the save itself, so a failure
 * here is logged (naming `what`) and never undoes the save. `before` (what the save replaced)
 * becomes the document's baseline version when it has none yet.
 */
export async function recordSaveVersion(
  request: FastifyRequest,
  version: { area: VersionArea; doc: string; data: JsonObject; before?: JsonObject },
  what: string,
): Promise<void> {
  try {
    await recordVersion(request.docs, { ...version, by: request.identity?.email ?? null });
  } catch (err) {
    request.log.warn({ err }, `could not record a version of the ${what}`);
  }
}
