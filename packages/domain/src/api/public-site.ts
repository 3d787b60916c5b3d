import { z } from 'zod';
import { BssEffectiveSchema } from '../branding/bss-effective.js';
import { BrandingSchema } from '../branding/schema.js';
import { SettingsSchema } from '../settings/schema.js';
import { defineContract } from './contract.js';
import { LocaleInputSchema } from './locale-param.js';

// The site's public reads of the tenant's branding and settings.

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
