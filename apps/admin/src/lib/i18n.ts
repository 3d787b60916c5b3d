import { getI18n } from '@bar/i18n/create-i18n';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@bar/i18n/locales';
import { registerUiMessages } from '@bar/ui/i18n/ui-i18n';
import type { i18n as I18n } from 'i18next';
import en from '../messages/en.json';
import es from '../messages/es.json';
import fr from '../messages/fr.json';

export const ADMIN_NAMESPACE = 'admin';
export const adminMessages = { es, en, fr } as const;
export const LANG_STORAGE_KEY = 'lang';

/** The shared per-locale i18next instance, with the admin's and the shared UI's catalogues. */
export function adminI18n(locale: Locale): I18n {
  const instance = getI18n(locale);
  for (const [lng, messages] of Object.entries(adminMessages)) {
    if (!instance.hasResourceBundle(lng, ADMIN_NAMESPACE)) {
      instance.addResourceBundle(lng, ADMIN_NAMESPACE, messages, true, false);
    }
  }
  registerUiMessages(instance);
  return instance;
}

/** The remembered language (localStorage `lang`), else Spanish. */
export function readStoredLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(LANG_STORAGE_KEY, locale);
  } catch {
    // Private mode or storage disabled: the choice lasts for this page only.
  }
}
