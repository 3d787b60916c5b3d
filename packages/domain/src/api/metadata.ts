import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { LocaleListSchema, SaveEntriesResultSchema } from '../i18n/schema.js';
import { ScopeSchema } from '../i18n/scopes.js';
import { DeleteMetadataFieldsBodySchema, SaveMetadataBodySchema } from '../metadata/schema.js';
import { defineContract } from './contract.js';
import {
  LocaleTextsSchema,
  rowOrderGetContract,
  rowOrderPutContract,
  RouteKeyQuerySchema,
  ScopeParamsSchema,
} from './scoped-tables.js';

// The metadata (SEO) editor's calls: one scope's table of field → locale → text.

export const MetadataLoadQuerySchema = RouteKeyQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();

export const MetadataTableSchema = z.object({
  scope: ScopeSchema,
  routeKey: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  entries: LocaleTextsSchema.describe('field → locale → text'),
});
export type MetadataTable = z.infer<typeof MetadataTableSchema>;

export const DeleteMetadataResultSchema = z.object({
  ok: z.literal(true),
  updates: z.number().int().describe('Update calls made (at most 400 fields each)'),
  fallbacks: z
    .number()
    .int()
    .describe('Updates that failed and were replaced by an empty merged document'),
});

/** GET /api/admin/meta/:scope?routeKey=&locales= — one scope's metadata table (staff). */
export const getMetadataContract = defineContract({
  method: 'GET',
  path: '/api/admin/meta/:scope',
  summary: 'Load a metadata scope (field → locale → text)',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: MetadataLoadQuerySchema,
  response: MetadataTableSchema,
  errors: [400],
});

/** PUT /api/admin/meta/:scope?routeKey= — merges `{ entries }` into the scope (staff). */
export const putMetadataContract = defineContract({
  method: 'PUT',
  path: '/api/admin/meta/:scope',
  summary: 'Save metadata into a scope (merge)',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: RouteKeyQuerySchema,
  body: SaveMetadataBodySchema,
  response: SaveEntriesResultSchema,
  errors: [400, 413],
});

/** POST /api/admin/meta/:scope/delete?routeKey= — removes fields from the given locales (staff). */
export const deleteMetadataFieldsContract = defineContract({
  method: 'POST',
  path: '/api/admin/meta/:scope/delete',
  summary: 'Delete metadata fields from a scope',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: RouteKeyQuerySchema,
  body: DeleteMetadataFieldsBodySchema,
  response: DeleteMetadataResultSchema,
  errors: [400, 413],
});

/** GET/PUT /api/admin/meta/order/:key — the metadata table's row order (staff). */
export const getMetadataOrderContract = rowOrderGetContract(
  '/api/admin/meta/order/:key',
  'metadata',
);
export const putMetadataOrderContract = rowOrderPutContract(
  '/api/admin/meta/order/:key',
  'metadata',
);
