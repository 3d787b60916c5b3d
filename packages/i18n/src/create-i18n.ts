import { createInstance, type i18n } from 'i18next';
import { DEFAULT_LOCALE, type Locale, LOCALES } from './locales';
import { MESSAGES } from './messages';

// i18next keeps the resources object it is given and writes tenant texts into it, so every
// instance gets its own copy and the bundled catalogues stay pristine.
const resourcesCopy = () =>
  Object.fromEntries(
    LOCALES.map((locale) => [locale, { translation: structuredClone(MESSAGES[locale]) }]),
  );

/**
 * One i18next instance per language, initialised synchronously from the bundled catalogues
 * (`initAsync: false`), so prerendered HTML, `meta()` and the first client render all have
 * the text without waiting (https://www.i18next.com/overview/configuration-options).
 */
export function createI18n(locale: Locale): i18n {
  const instance = createInstance();
  void instance.init({
    resources: resourcesCopy(),
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    // Tenant texts arrive after first paint (addResources): re-render on 'added'.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

const cache = new Map<Locale, i18n>();

/** Memoised createI18n: one shared instance per locale for the whole app. */
export function getI18n(locale: Locale): i18n {
  let instance = cache.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    cache.set(locale, instance);
  }
  return instance;
}
