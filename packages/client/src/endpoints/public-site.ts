import type {
  bssEffectiveContract,
  publicBrandingContract,
  publicSettingsContract,
} from '@bar/domain/api/public-site';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/public-site') : undefined;

/** GET /api/out/rdd/branding/:lang — the tenant's branding for a language. */
export const publicBranding = endpoint<typeof publicBrandingContract>(
  'GET /api/out/rdd/branding/:lang',
  contracts?.then((m) => m.publicBrandingContract),
);
/** GET /api/out/rdd/settings — the tenant's effective settings. */
export const publicSettings = endpoint<typeof publicSettingsContract>(
  'GET /api/out/rdd/settings',
  contracts?.then((m) => m.publicSettingsContract),
);
/** GET /api/bss-effective?locale= — the tenant's branding, settings and styles (ETag, 304). */
export const bssEffective = endpoint<typeof bssEffectiveContract>(
  'GET /api/bss-effective',
  contracts?.then((m) => m.bssEffectiveContract),
);
