import { z } from 'zod';
import {
  type VersionArea,
  VersionDocSchema,
  VersionListSchema,
  VersionSchema,
  VersionSummarySchema,
} from '../versions/schema.js';
import { defineContract } from './contract.js';

// Every edited area keeps its saves under `/api/admin/{area}/versions`, with the area's own
// access (branding: superadmin; the others: staff). One factory per area keeps the paths literal.

const DocQuerySchema = z.object({ doc: VersionDocSchema });
const IdParamsSchema = z.object({ id: z.string().max(60) });

/** The three version calls of one area (`doc` picks the area's document: '' for its only one). */
export function versionContracts<const A extends VersionArea>(area: A) {
  return {
    /** GET /api/admin/{area}/versions?doc= — the newest 50 saves (who, when, what changed). */
    list: defineContract({
      method: 'GET',
      path: `/api/admin/${area}/versions`,
      summary: `The ${area} versions, newest first (50 at most)`,
      tags: ['admin'],
      query: DocQuerySchema,
      response: VersionListSchema,
      errors: [400],
    }),
    /** GET /api/admin/{area}/versions/:id?doc= — one save with its stored document. */
    get: defineContract({
      method: 'GET',
      path: `/api/admin/${area}/versions/:id`,
      summary: `One ${area} version with its document`,
      tags: ['admin'],
      params: IdParamsSchema,
      query: DocQuerySchema,
      response: VersionSchema,
      errors: [400, 404],
    }),
    /** POST /api/admin/{area}/versions/:id/restore?doc= — writes that save back (a new version). */
    restore: defineContract({
      method: 'POST',
      path: `/api/admin/${area}/versions/:id/restore`,
      summary: `Restores a ${area} version (recorded as a new version)`,
      tags: ['admin'],
      params: IdParamsSchema,
      query: DocQuerySchema,
      response: VersionSummarySchema,
      errors: [400, 404],
    }),
  };
}
export type VersionContracts<A extends VersionArea> = ReturnType<typeof versionContracts<A>>;
