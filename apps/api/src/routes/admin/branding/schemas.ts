import { BrandingSchema } from '@bar/domain/branding/schema';
import { z } from 'zod';
import { ShortLocaleSchema } from '@bar/domain/api/locale-param';
import { JsonDocumentSchema } from './merge-patch.js';

/**
 * The answer of GET and PATCH /api/admin/branding: `branding` is the effective document
 * (defaults ← branding/default, ← the locale's overrides when `locale` is given), `stored` the
 * raw document being edited (branding/default, or branding_global/{locale}; {} when none), so
 * the editor can show where each key comes from.
 */
export const AdminBrandingSchema = z.object({
  branding: BrandingSchema,
  stored: JsonDocumentSchema,
  locale: ShortLocaleSchema.nullable(),
  updatedAt: z.string(),
});

/**
 * The `?locale=` of the branding editor: es, en or fr, with or without a region (`fr-CA` is
 * fr). Any other language is a 400: it must not land in another language's overrides.
 */
export const EditorLocaleSchema = z
  .string()
  .max(35)
  .regex(/^(es|en|fr)([-_][A-Za-z0-9]{1,8})*$/i, 'es, en or fr')
  .transform((value) => value.slice(0, 2).toLowerCase() as 'es' | 'en' | 'fr');
