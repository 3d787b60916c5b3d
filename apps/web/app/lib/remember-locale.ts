import { isLocale, type Locale } from '@bar/i18n';

// The browser remembers the language in localStorage (spec §9); the API redirects "/" on its
// own from the cookie of the same name, so both are written whenever a locale page renders.
export const LOCALE_STORAGE_KEY = 'lang';
const ONE_YEAR_S = 31_536_000;

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policy); the cookie still works.
  }
  document.cookie = `${LOCALE_STORAGE_KEY}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function readRememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}
