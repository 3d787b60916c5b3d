import { type Locale, normalizeLocale } from '@bar/i18n';
import { readRememberedLocale } from './remember-locale';

/** Remembered language, else the browser's, else es (spec §9 "Locales"). */
export function getPreferredLocale(): Locale {
  return readRememberedLocale() ?? normalizeLocale(navigator.languages?.[0] ?? navigator.language);
}
