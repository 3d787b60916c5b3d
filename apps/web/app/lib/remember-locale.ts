import { isLocale, type Locale } from '@bar/i18n';

// The browser remembers the language in localStorage (spec §9); the API redirects "/" on its
// own from a cookie, so both are written whenever a locale page renders. The cookie is
// `__session` (value `lang:xx`): Firebase Hosting strips every other cookie before the request
// reaches Cloud Run (https://firebase.google.com/docs/hosting/manage-cache#using_cookies).
export const LOCALE_STORAGE_KEY = 'lang';
export const LOCALE_COOKIE = '__session';
const ONE_YEAR_S = 31_536_000;

export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (private mode, policy); the cookie still works.
  }
  document.cookie = `${LOCALE_COOKIE}=lang:${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

export function readRememberedLocale(): Locale | null {
  try {
    const stored = localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}
