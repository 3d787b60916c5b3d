import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { RouteKeySchema } from '../i18n/route-keys.js';
import {
  DeleteTranslationsBodySchema,
  LocaleListSchema,
  MoveTranslationsBodySchema,
  OrderIdsSchema,
  OrderKeySchema,
  SaveEntriesResultSchema,
  SaveOrderBodySchema,
  SaveTranslationsBodySchema,
} from '../i18n/schema.js';
import { ScopeSchema } from '../i18n/scopes.js';
import { DeleteMetaFieldsBodySchema, SaveMetaBodySchema } from '../metadata/schema.js';
import { BssEffectiveSchema } from '../branding/bss-effective.js';
import { BrandingSchema } from '../branding/schema.js';
import { SettingsSchema } from '../settings/schema.js';
import { defineContract } from './contract.js';
import { LocaleInputSchema } from './locale-param.js';

// The metadata (SEO) and translation editors' calls: one scope (global, site or a page) is a
// table of field or id → locale → text, stored per locale.

export const ScopeParamsSchema = z.object({ scope: ScopeSchema });
export const OrderParamsSchema = z.object({ key: OrderKeySchema });

// The queries are strict: an unknown parameter (`?locale=de`) is a 400, never ignored while the
// write lands somewhere the caller did not mean.
export const RouteKeyQuerySchema = z
  .object({
    routeKey: RouteKeySchema.default('home').describe('Route key of the page scope (default home)'),
  })
  .strict();
export const MetaLoadQuerySchema = RouteKeyQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();
export const PageQuerySchema = z
  .object({
    page: RouteKeySchema.optional().describe(
      'Route key of the page scope (normalised, e.g. kiosk-encuesta)',
    ),
  })
  .strict();
export const TranslationLoadQuerySchema = PageQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();

const LocaleTextsSchema = z.record(z.string(), z.partialRecord(ContentLocaleSchema, z.string()));

export const MetaTableSchema = z.object({
  scope: ScopeSchema,
  routeKey: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  entries: LocaleTextsSchema.describe('field → locale → text'),
});
export type MetaTable = z.infer<typeof MetaTableSchema>;

export const TranslationTableSchema = z.object({
  scope: ScopeSchema,
  page: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  source: ScopeSchema.describe('The scope whose ids are shown (page → site → global fallback)'),
  fallback: z.boolean().describe('True when the asked scope was empty and another one is shown'),
  entries: LocaleTextsSchema,
});
export type TranslationTable = z.infer<typeof TranslationTableSchema>;

/** A table's saved row order; a missing list is `[]`. */
export const RowOrderSchema = z.object({ key: OrderKeySchema, ids: OrderIdsSchema });
export type RowOrder = z.infer<typeof RowOrderSchema>;
const SavedRowOrderSchema = RowOrderSchema.extend({ ok: z.literal(true) });

export const DeleteMetaResultSchema = z.object({
  ok: z.literal(true),
  updates: z.number().int().describe('Update calls made (at most 400 fields each)'),
  fallbacks: z
    .number()
    .int()
    .describe('Updates that failed and were replaced by an empty merged document'),
});
export const DeleteTranslationsResultSchema = z.object({
  ok: z.literal(true),
  deleted: z.number().int().describe('Fields removed, over all locales'),
});
export const MoveTranslationsResultSchema = z.object({
  ok: z.literal(true),
  moved: z.array(z.string()),
  missing: z.array(z.string()),
});

/** GET /api/admin/meta/:scope?routeKey=&locales= — one scope's metadata table (staff). */
export const getMetaContract = defineContract({
  method: 'GET',
  path: '/api/admin/meta/:scope',
  summary: 'Load a metadata scope (field → locale → text)',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: MetaLoadQuerySchema,
  response: MetaTableSchema,
  errors: [400],
});

/** PUT /api/admin/meta/:scope?routeKey= — merges `{ entries }` into the scope (staff). */
export const putMetaContract = defineContract({
  method: 'PUT',
  path: '/api/admin/meta/:scope',
  summary: 'Save metadata into a scope (merge)',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: RouteKeyQuerySchema,
  body: SaveMetaBodySchema,
  response: SaveEntriesResultSchema,
  errors: [400, 413],
});

/** POST /api/admin/meta/:scope/delete?routeKey= — removes fields from the given locales (staff). */
export const deleteMetaFieldsContract = defineContract({
  method: 'POST',
  path: '/api/admin/meta/:scope/delete',
  summary: 'Delete metadata fields from a scope',
  tags: ['metadata'],
  params: ScopeParamsSchema,
  query: RouteKeyQuerySchema,
  body: DeleteMetaFieldsBodySchema,
  response: DeleteMetaResultSchema,
  errors: [400, 413],
});

/** GET /api/admin/i18n/:scope?page=&locales= — one scope's translations, with the fallback (staff). */
export const getTranslationsContract = defineContract({
  method: 'GET',
  path: '/api/admin/i18n/:scope',
  summary: 'Load a translation scope (id → locale → text)',
  tags: ['i18n'],
  params: ScopeParamsSchema,
  query: TranslationLoadQuerySchema,
  response: TranslationTableSchema,
  errors: [400],
});

/** PUT /api/admin/i18n/:scope?page= — merges `{ entries }` into the scope (staff). */
export const putTranslationsContract = defineContract({
  method: 'PUT',
  path: '/api/admin/i18n/:scope',
  summary: 'Save translations into a scope (merge)',
  tags: ['i18n'],
  params: ScopeParamsSchema,
  query: PageQuerySchema,
  body: SaveTranslationsBodySchema,
  response: SaveEntriesResultSchema,
  errors: [400, 413],
});

/** POST /api/admin/i18n/:scope/delete?page= — removes ids from the given locales (staff). */
export const deleteTranslationsContract = defineContract({
  method: 'POST',
  path: '/api/admin/i18n/:scope/delete',
  summary: 'Delete translation ids from a scope',
  tags: ['i18n'],
  params: ScopeParamsSchema,
  query: PageQuerySchema,
  body: DeleteTranslationsBodySchema,
  response: DeleteTranslationsResultSchema,
  errors: [400, 413],
});

/** POST /api/admin/i18n/move — saves ids of one scope in another and deletes the rest (staff). */
export const moveTranslationsContract = defineContract({
  method: 'POST',
  path: '/api/admin/i18n/move',
  summary: 'Move translation ids to another scope',
  tags: ['i18n'],
  body: MoveTranslationsBodySchema,
  response: MoveTranslationsResultSchema,
  errors: [400, 413],
});

const getOrder = <const P extends `/api/admin/${'meta' | 'i18n'}/order/:key`>(
  path: P,
  tag: string,
) =>
  defineContract({
    method: 'GET',
    path,
    summary: 'Load a saved row order',
    tags: [tag],
    params: OrderParamsSchema,
    response: RowOrderSchema,
    errors: [400],
  });
const putOrder = <const P extends `/api/admin/${'meta' | 'i18n'}/order/:key`>(
  path: P,
  tag: string,
) =>
  defineContract({
    method: 'PUT',
    path,
    summary: 'Save a row order (replaces the list)',
    tags: [tag],
    params: OrderParamsSchema,
    body: SaveOrderBodySchema,
    response: SavedRowOrderSchema,
    errors: [400, 413],
  });

/** GET/PUT /api/admin/meta/order/:key — the metadata table's row order (staff). */
export const getMetaOrderContract = getOrder('/api/admin/meta/order/:key', 'metadata');
export const putMetaOrderContract = putOrder('/api/admin/meta/order/:key', 'metadata');
/** GET/PUT /api/admin/i18n/order/:key — the translation table's row order (staff). */
export const getI18nOrderContract = getOrder('/api/admin/i18n/order/:key', 'i18n');
export const putI18nOrderContract = putOrder('/api/admin/i18n/order/:key', 'i18n');

export const PublicDictionaryParamsSchema = z.object({
  lang: z
    .string()
    .min(1)
    .max(35)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const PublicDictionaryQuerySchema = z.object({
  tenant: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/)
    .optional(),
});
export const PublicDictionarySchema = z.object({
  dict: z.record(z.string(), z.string()).describe('Message id (dotted key) → text'),
});
export type PublicDictionary = z.infer<typeof PublicDictionarySchema>;

/**
 * GET /api/out/rdd/i18n/:lang?tenant= — the tenant's public dictionary (global, then site over
 * it), flat dotted keys; the language follows the routing rule (en* → en, fr* → fr, else es).
 */
export const publicDictionaryContract = defineContract({
  method: 'GET',
  path: '/api/out/rdd/i18n/:lang',
  summary: 'The public translation dictionary of a language',
  tags: ['i18n'],
  params: PublicDictionaryParamsSchema,
  query: PublicDictionaryQuerySchema,
  response: PublicDictionarySchema,
  errors: [400],
});

/**
 * GET /api/out/rdd/branding/:lang — the tenant's branding for a language (defaults ←
 * branding/default ← that language's overrides); `:lang` follows the routing rule.
 */
export const publicBrandingContract = defineContract({
  method: 'GET',
  path: '/api/out/rdd/branding/:lang',
  summary: 'The tenant’s branding for a language',
  tags: ['content'],
  params: z.object({ lang: LocaleInputSchema }),
  response: z.object({ branding: BrandingSchema }),
  errors: [400],
});

/** GET /api/out/rdd/settings — the tenant's effective settings. */
export const publicSettingsContract = defineContract({
  method: 'GET',
  path: '/api/out/rdd/settings',
  summary: 'The tenant’s settings',
  tags: ['content'],
  response: z.object({ settings: SettingsSchema }),
  errors: [],
});

/**
 * GET /api/bss-effective?locale= — the tenant's branding, settings and styles merged over their
 * defaults, with an ETag: a matching If-None-Match answers 304. The locale follows the routing
 * rule (default es).
 */
export const bssEffectiveContract = defineContract({
  method: 'GET',
  path: '/api/bss-effective',
  summary: 'Effective branding, settings and styles of the tenant (ETag, 304)',
  tags: ['content'],
  query: z.object({ locale: LocaleInputSchema.optional() }),
  // Loose: the other headers (host, x-locale, authorization) stay on the request.
  headers: z.object({ 'if-none-match': z.string().optional() }).loose(),
  conditional: true,
  response: BssEffectiveSchema,
  errors: [400],
});
