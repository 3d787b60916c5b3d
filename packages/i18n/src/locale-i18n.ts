import { createInstance, type i18n } from 'i18next';
import type { MessageTree } from './flatten-messages';
import type { Locale } from './locales';

// The public site ships one language's catalogue per page instead of all three (each is its own
// chunk, loaded before hydration and on a switch of language), which keeps the other two out of
// the first-load JavaScript. The admin and the tests keep the all-in-one getI18n().

const loaders: Record<Locale, () => Promise<{ default: MessageTree }>> = {
  es: () => import('./messages/es.json'),
  en: () => import('./messages/en.json'),
  fr: () => import('./messages/fr.json'),
};

type Bundle = Record<string, unknown>;

// Further namespaces an app loads with every language (the shared components' `ui`), each its
// own chunk too: registered once at start-up, before the first load.
const namespaces = new Map<string, (locale: Locale) => Promise<Bundle>>();

/** Loads namespace `ns` with each language's catalogue from now on. */
export function registerLocaleNamespace(
  ns: string,
  load: (locale: Locale) => Promise<Bundle>,
): void {
  namespaces.set(ns, load);
}

/** An instance holding one language, initialised synchronously like createI18n(). */
export function createLocaleI18n(
  locale: Locale,
  messages: MessageTree,
  extra: Record<string, Bundle> = {},
): i18n {
  const instance = createInstance();
  void instance.init({
    // A copy: i18next writes tenant texts into the object it is given.
    resources: { [locale]: { translation: structuredClone(messages), ...extra } },
    lng: locale,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Tenant texts arrive after first paint (addResources): re-render on 'added'.
    react: { bindI18nStore: 'added' },
  });
  return instance;
}

async function loadBundles(locale: Locale): Promise<[MessageTree, Record<string, Bundle>]> {
  const entries = [...namespaces];
  const [{ default: messages }, ...bundles] = await Promise.all([
    loaders[locale](),
    ...entries.map(([, load]) => load(locale)),
  ]);
  return [messages, Object.fromEntries(entries.map(([ns], i) => [ns, bundles[i]!]))];
}

const ready = new Map<Locale, i18n>();
const pending = new Map<Locale, Promise<i18n>>();

/** The locale's instance once loaded, else undefined (never starts a load). */
export function peekLocaleI18n(locale: Locale): i18n | undefined {
  return ready.get(locale);
}

/** The locale's shared instance; the same promise for every caller, retried after a failure. */
export function loadLocaleI18n(locale: Locale): Promise<i18n> {
  let promise = pending.get(locale);
  if (!promise) {
    promise = loadBundles(locale).then(
      ([messages, extra]) => {
        const instance = createLocaleI18n(locale, messages, extra);
        ready.set(locale, instance);
        return instance;
      },
      (error: unknown) => {
        pending.delete(locale);
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}
