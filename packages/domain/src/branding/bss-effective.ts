import { z } from 'zod';
import { SettingsSchema } from '../settings/schema.js';
import { StylesSchema } from '../styles/schema.js';
import { BrandingSchema } from './schema.js';

/**
 * GET /api/bss-effective?locale=: everything the public site needs to dress itself, for the
 * request's tenant. branding = defaults ← branding/default ← the locale's overrides;
 * settings = defaults ← settings/default; styles = styles/default, or the seed when none is stored.
 * `updatedAt` is the ISO time of the latest change among those documents.
 */
export const BssEffectiveSchema = z.object({
  ok: z.literal(true),
  branding: BrandingSchema,
  settings: SettingsSchema,
  styles: StylesSchema,
  updatedAt: z.string(),
});

export type BssEffective = z.output<typeof BssEffectiveSchema>;
