// The languages and their one normaliser live in @bar/domain/locale (the API reads them too);
// re-exported here for the apps, which take their locale helpers from @bar/i18n.
export {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  LONG_LOCALE,
  normalizeLocale,
  type Locale,
} from '@bar/domain/locale';
