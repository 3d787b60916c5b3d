import type {
  deleteTranslationsContract,
  getTranslationsContract,
  getTranslationsOrderContract,
  moveTranslationsContract,
  publicDictionaryContract,
  putTranslationsContract,
  putTranslationsOrderContract,
} from '@bar/domain/api/translations';
import { endpoint } from '../endpoint';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/translations') : undefined;

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
export const getTranslationsOrder = endpoint<typeof getTranslationsOrderContract>(
  'GET /api/admin/i18n/order/:key',
  contracts?.then((m) => m.getTranslationsOrderContract),
);
/** PUT /api/admin/i18n/order/:key — saves the translation table's row order (staff). */
export const putTranslationsOrder = endpoint<typeof putTranslationsOrderContract>(
  'PUT /api/admin/i18n/order/:key',
  contracts?.then((m) => m.putTranslationsOrderContract),
);
/** GET /api/out/rdd/i18n/:lang?tenant= — the tenant's public dictionary, flat dotted keys. */
export const publicDictionary = endpoint<typeof publicDictionaryContract>(
  'GET /api/out/rdd/i18n/:lang',
  contracts?.then((m) => m.publicDictionaryContract),
);
