import { DEFAULT_LOCALE, isLocale, type Locale } from '@bar/i18n/locales';
import { loadUiCatalogue, UI_NAMESPACE, type UiCatalogue } from '@bar/ui/i18n/ui-i18n';
import { createInstance, type i18n as I18n } from 'i18next';

export const ADMIN_NAMESPACE = 'admin';
export const LANG_STORAGE_KEY = 'lang';

type Catalogue = Record<string, unknown>;

// Each language's catalogue is its own chunk: the panel loads only the one it shows (and another
// when staff switch), so the first load carries one catalogue instead of three.
const catalogues: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  es: () => import('../messages/es.json'),
  en: () => import('../messages/en.json'),
  fr: () => import('../messages/fr.json'),
};

/**
 * An i18next instance for one language, with the admin's catalogue for it and the shared UI's
 * (https://www.i18next.com/overview/configuration-options). Synchronous once the catalogue is
 * at hand, so the first render already has its texts.
 */
export function createAdminI18n(locale: Locale, messages: Catalogue, ui?: UiCatalogue): I18n {
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: false,
    ns: [ADMIN_NAMESPACE],
    defaultNS: ADMIN_NAMESPACE,
    resources: { [locale]: { [ADMIN_NAMESPACE]: messages, ...(ui && { [UI_NAMESPACE]: ui }) } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

const loaded = new Map<Locale, Promise<I18n>>();

/** The admin's instance for `locale`, its catalogue loaded once. */
export function loadAdminI18n(locale: Locale): Promise<I18n> {
  let instance = loaded.get(locale);
  if (!instance) {
    instance = Promise.all([catalogues[locale](), loadUiCatalogue(locale)]).then(([module, ui]) =>
      createAdminI18n(locale, module.default, ui),
    );
    loaded.set(locale, instance);
  }
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
