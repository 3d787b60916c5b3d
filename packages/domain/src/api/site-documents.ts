import { z } from 'zod';
import { BrandingSchema } from '../branding/schema.js';
import { SettingsSchema } from '../settings/schema.js';
import { StylesSchema } from '../styles/schema.js';
import { defineContract } from './contract.js';
import { ShortLocaleSchema } from './locale-param.js';

// The site's three edited documents as the back office loads and saves them: branding
// (superadmin), settings and styles (staff). Each save is a JSON merge patch and keeps a version.

/**
 * The body of the content PATCHes: a JSON merge patch (RFC 7396) applied with Firestore's merge:
 * nested maps merge, arrays replace, `null` deletes a field.
 */
export const MergePatchSchema = z
  .record(z.string(), z.unknown())
  .describe('JSON merge patch: nested objects merge, arrays replace, null deletes the field');

/** A stored document as it is, for the editors to show where each key comes from. */
export const JsonDocumentSchema = z.record(z.string(), z.unknown());

/**
 * The `?locale=` of the branding editor: es, en or fr, with or without a region (`fr-CA` is
 * fr). Any other language is a 400: it must not land in another language's overrides.
 */
export const EditorLocaleSchema = z
  .string()
  .max(35)
  .regex(/^(es|en|fr)([-_][A-Za-z0-9]{1,8})*$/i, 'es, en or fr')
  .transform((value) => value.slice(0, 2).toLowerCase() as 'es' | 'en' | 'fr');

const EditorLocaleQuerySchema = z.object({ locale: EditorLocaleSchema.optional() });

/**
 * `branding` is the effective document (defaults ← branding/default, ← the locale's overrides when
 * `locale` is given), `stored` the raw document being edited (branding/default, or
 * branding_global/{locale}; {} when none).
 */
export const AdminBrandingSchema = z.object({
  branding: BrandingSchema,
  stored: JsonDocumentSchema,
  locale: ShortLocaleSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminBranding = z.infer<typeof AdminBrandingSchema>;

/** `settings`: defaults ← settings/default; `stored`: the raw document ({} when none). */
export const AdminSettingsSchema = z.object({
  settings: SettingsSchema,
  stored: JsonDocumentSchema,
  updatedAt: z.string(),
});
export type AdminSettings = z.infer<typeof AdminSettingsSchema>;

/** `styles`: styles/default (or the seed), committed form; `stored`: the raw document or null. */
export const AdminStylesSchema = z.object({
  styles: StylesSchema,
  stored: JsonDocumentSchema.nullable(),
  updatedAt: z.string(),
});
export type AdminStyles = z.infer<typeof AdminStylesSchema>;

/** GET /api/admin/branding[?locale=] — the branding editor's load (superadmin). */
export const getAdminBrandingContract = defineContract({
  method: 'GET',
  path: '/api/admin/branding',
  summary: 'Branding for the editor (effective and stored)',
  tags: ['admin'],
  query: EditorLocaleQuerySchema,
  response: AdminBrandingSchema,
  errors: [400],
});

/**
 * PATCH /api/admin/branding[?locale=] — a merge patch on branding/default, or with `locale` on
 * that language's overrides; answers the new effective document (superadmin).
 */
export const patchAdminBrandingContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/branding',
  summary: 'Save branding (JSON merge patch)',
  tags: ['admin'],
  query: EditorLocaleQuerySchema,
  body: MergePatchSchema,
  response: AdminBrandingSchema,
  errors: [400],
});

/** GET /api/admin/settings — the settings editor's load (staff). */
export const getAdminSettingsContract = defineContract({
  method: 'GET',
  path: '/api/admin/settings',
  summary: 'Settings for the editor (effective and stored)',
  tags: ['admin'],
  response: AdminSettingsSchema,
  errors: [],
});

/** PATCH /api/admin/settings — a merge patch on settings/default; answers the new document (staff). */
export const patchAdminSettingsContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/settings',
  summary: 'Save settings (JSON merge patch)',
  tags: ['admin'],
  body: MergePatchSchema,
  response: AdminSettingsSchema,
  errors: [400],
});

/** GET /api/admin/styles — the theme editor's load (staff). */
export const getAdminStylesContract = defineContract({
  method: 'GET',
  path: '/api/admin/styles',
  summary: 'The styles document for the theme editor',
  tags: ['admin'],
  response: AdminStylesSchema,
  errors: [],
});

/** PATCH /api/admin/styles — a merge patch, clamped on commit; answers the new document (staff). */
export const patchAdminStylesContract = defineContract({
  method: 'PATCH',
  path: '/api/admin/styles',
  summary: 'Save styles (JSON merge patch, clamped on commit)',
  tags: ['admin'],
  body: MergePatchSchema,
  response: AdminStylesSchema,
  errors: [400],
});
