export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  LONG_LOCALE,
  normalizeLocale,
  type Locale,
} from './locales';
export { localeFromPath, localizeHref, switchLocaleHref } from './localize-href';
export { flattenMessages, type FlatMessages, type MessageTree } from './flatten-messages';
export { createI18n, getI18n } from './create-i18n';
export { MESSAGES } from './messages';
export { formatDate, formatNumber, longLocale } from './format';
export {
  applyTenantDictionary,
  compatibleOverrides,
  dictionaryLanguages,
  loadTenantDictionary,
  mergeDictionaries,
  type DictionaryFetcher,
} from './tenant-dictionary';
export {
  createLocaleI18n,
  loadLocaleI18n,
  loadTextGroups,
  peekLocaleI18n,
  registerCatalogueSource,
  registerLocaleNamespace,
  splitSource,
  type CatalogueSource,
} from './locale-i18n';
