import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import {
  DeleteTranslationsBodySchema,
  LocaleListSchema,
  MoveTranslationsBodySchema,
  SaveEntriesResultSchema,
  SaveTranslationsBodySchema,
} from '../i18n/schema.js';
import { ScopeSchema } from '../i18n/scopes.js';
import { defineContract } from './contract.js';
import {
  LocaleTextsSchema,
  PageQuerySchema,
  rowOrderGetContract,
  rowOrderPutContract,
  ScopeParamsSchema,
} from './scoped-tables.js';

// The translation editor's calls (one scope's table of id → locale → text), and the public
// dictionary the site reads.

export const TranslationLoadQuerySchema = PageQuerySchema.extend({
  locales: LocaleListSchema.optional().describe(
    'Active locales, e.g. es,en,fr (default all three)',
  ),
}).strict();

export const TranslationTableSchema = z.object({
  scope: ScopeSchema,
  page: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  source: ScopeSchema.describe('The scope whose ids are shown (page → site → global fallback)'),
  fallback: z.boolean().describe('True when the asked scope was empty and another one is shown'),
  entries: LocaleTextsSchema,
});
export type TranslationTable = z.infer<typeof TranslationTableSchema>;

export const DeleteTranslationsResultSchema = z.object({
  ok: z.literal(true),
  deleted: z.number().int().describe('Fields removed, over all locales'),
});
export const MoveTranslationsResultSchema = z.object({
  ok: z.literal(true),
  moved: z.array(z.string()),
  missing: z.array(z.string()),
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
/** GET/PUT /api/admin/i18n/order/:key — the translation table's row order (staff). */
export const getTranslationsOrderContract = rowOrderGetContract(
  '/api/admin/i18n/order/:key',
  'i18n',
);
export const putTranslationsOrderContract = rowOrderPutContract(
  '/api/admin/i18n/order/:key',
  'i18n',
);

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
