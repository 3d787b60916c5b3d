import type {
  bssEffectiveContract,
  deleteMetaFieldsContract,
  deleteTranslationsContract,
  getI18nOrderContract,
  getMetaContract,
  getMetaOrderContract,
  getTranslationsContract,
  moveTranslationsContract,
  putI18nOrderContract,
  putMetaContract,
  putMetaOrderContract,
  publicBrandingContract,
  publicDictionaryContract,
  publicSettingsContract,
  putTranslationsContract,
} from '@bar/domain/api/content';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/content') : undefined;

/** GET /api/admin/meta/:scope — one scope's metadata table (staff). */
export const getMeta = endpoint<typeof getMetaContract>(
  'GET /api/admin/meta/:scope',
  contracts?.then((m) => m.getMetaContract),
);
/** PUT /api/admin/meta/:scope — merges metadata into a scope (staff). */
export const putMeta = endpoint<typeof putMetaContract>(
  'PUT /api/admin/meta/:scope',
  contracts?.then((m) => m.putMetaContract),
);
/** POST /api/admin/meta/:scope/delete — removes metadata fields (staff). */
export const deleteMetaFields = endpoint<typeof deleteMetaFieldsContract>(
  'POST /api/admin/meta/:scope/delete',
  contracts?.then((m) => m.deleteMetaFieldsContract),
);
/** GET /api/admin/meta/order/:key — the metadata table's saved row order (staff). */
export const getMetaOrder = endpoint<typeof getMetaOrderContract>(
  'GET /api/admin/meta/order/:key',
  contracts?.then((m) => m.getMetaOrderContract),
);
/** PUT /api/admin/meta/order/:key — saves the metadata table's row order (staff). */
export const putMetaOrder = endpoint<typeof putMetaOrderContract>(
  'PUT /api/admin/meta/order/:key',
  contracts?.then((m) => m.putMetaOrderContract),
);

/** GET /api/admin/i18n/:scope — one scope's translations, with the fallback (staff). */
export const getTranslations = endpoint<typeof getTranslationsContract>(
  'GET /api/admin/i18n/:scope',
  contracts?.then((m) => m.getTranslationsContract),
);
/** PUT /api/admin/i18n/:scope — merges translations into a scope (staff). */
export const putTranslations = endpoint<typeof putTranslationsContract>(
  'PUT /api/admin/i18n/:scope',
  contracts?.then((m) => m.putTranslationsContract),
);
/** POST /api/admin/i18n/:scope/delete — removes translation ids (staff). */
export const deleteTranslations = endpoint<typeof deleteTranslationsContract>(
  'POST /api/admin/i18n/:scope/delete',
  contracts?.then((m) => m.deleteTranslationsContract),
);
/** POST /api/admin/i18n/move — moves ids to another scope (staff). */
export const moveTranslations = endpoint<typeof moveTranslationsContract>(
  'POST /api/admin/i18n/move',
  contracts?.then((m) => m.moveTranslationsContract),
);
/** GET /api/admin/i18n/order/:key — the translation table's saved row order (staff). */
export const getI18nOrder = endpoint<typeof getI18nOrderContract>(
  'GET /api/admin/i18n/order/:key',
  contracts?.then((m) => m.getI18nOrderContract),
);
/** PUT /api/admin/i18n/order/:key — saves the translation table's row order (staff). */
export const putI18nOrder = endpoint<typeof putI18nOrderContract>(
  'PUT /api/admin/i18n/order/:key',
  contracts?.then((m) => m.putI18nOrderContract),
);

/** GET /api/out/rdd/i18n/:lang?tenant= — the tenant's public dictionary, flat dotted keys. */
export const publicDictionary = endpoint<typeof publicDictionaryContract>(
  'GET /api/out/rdd/i18n/:lang',
  contracts?.then((m) => m.publicDictionaryContract),
);
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
