import type {
  getAdminBrandingContract,
  getAdminSettingsContract,
  getAdminStylesContract,
  patchAdminBrandingContract,
  patchAdminSettingsContract,
  patchAdminStylesContract,
} from '@bar/domain/api/site-documents';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/site-documents') : undefined;

/** GET /api/admin/branding[?locale=] — the branding editor's load (superadmin). */
export const getAdminBranding = endpoint<typeof getAdminBrandingContract>(
  'GET /api/admin/branding',
  contracts?.then((m) => m.getAdminBrandingContract),
);
/** PATCH /api/admin/branding[?locale=] — saves a merge patch (superadmin). */
export const patchAdminBranding = endpoint<typeof patchAdminBrandingContract>(
  'PATCH /api/admin/branding',
  contracts?.then((m) => m.patchAdminBrandingContract),
);
/** GET /api/admin/settings — the settings editor's load (staff). */
export const getAdminSettings = endpoint<typeof getAdminSettingsContract>(
  'GET /api/admin/settings',
  contracts?.then((m) => m.getAdminSettingsContract),
);
/** PATCH /api/admin/settings — saves a merge patch (staff). */
export const patchAdminSettings = endpoint<typeof patchAdminSettingsContract>(
  'PATCH /api/admin/settings',
  contracts?.then((m) => m.patchAdminSettingsContract),
);
/** GET /api/admin/styles — the theme editor's load (staff). */
export const getAdminStyles = endpoint<typeof getAdminStylesContract>(
  'GET /api/admin/styles',
  contracts?.then((m) => m.getAdminStylesContract),
);
/** PATCH /api/admin/styles — saves a merge patch, clamped on commit (staff). */
export const patchAdminStyles = endpoint<typeof patchAdminStylesContract>(
  'PATCH /api/admin/styles',
  contracts?.then((m) => m.patchAdminStylesContract),
);
