import { createInstance, type i18n } from 'i18next';
import { flattenMessages, type MessageTree } from './flatten-messages';
import type { Locale } from './locales';
import {
  groupPlace,
  type PageTextGroup,
  splitCatalogue,
  type TextGroup,
  UI_TEXT_GROUPS,
  UI_TEXTS_NAMESPACE,
} from './text-groups';
import { applyTenantDictionary } from './tenant-dictionary';

// The public site ships one language's texts per page instead of all three, and of that
// language only the core and the page's own groups (each part its own chunk, loaded before
// hydration, with a page that needs another group, and on a switch of language). The admin and
// the tests keep the all-in-one getI18n().

/**
 * Where one language's texts come from: the core (every group but the page groups' own texts)
 * and each group that loads with its pages (text-groups.ts), the `ui` namespace's included. The
 * site registers one file per part; splitSource() reads the parts out of whole catalogues.
 */
export type CatalogueSource = {
  core: (locale: Locale) => Promise<MessageTree>;
  group: (locale: Locale, group: TextGroup) => Promise<MessageTree>;
};

let source: CatalogueSource | undefined;

/** Loads each language's texts from `next` from now on; set before the first load. */
export function registerCatalogueSource(next: CatalogueSource): void {
  source = next;
}

const registered = (): CatalogueSource => {
  if (!source) throw new Error('locale-i18n: no catalogue source registered');
  return source;
};

/**
 * A source reading groups out of whole catalogues (tests): same texts, no chunks. `ui`, when
 * given, holds the shared components' catalogues, for their groups.
 */
export function splitSource(
  catalogues: Record<Locale, MessageTree>,
  ui?: Record<Locale, MessageTree>,
): CatalogueSource {
  return {
    core: (locale) => Promise.resolve(splitCatalogue(catalogues[locale]).core),
    group: (locale, group) => {
      const { ns, name } = groupPlace(group);
      const texts =
        ns === UI_TEXTS_NAMESPACE
          ? splitCatalogue(ui?.[locale] ?? {}, UI_TEXT_GROUPS).groups[name as 'maps']
          : splitCatalogue(catalogues[locale]).groups[name as PageTextGroup];
      return Promise.resolve(texts);
    },
  };
}

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
  const [messages, ...bundles] = await Promise.all([
    registered().core(locale),
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

// Page groups per language: loaded (their texts are in the instance) or on their way.
const groupsReady = new Map<Locale, Set<string>>();
const groupsPending = new Map<string, Promise<void>>();

/** The groups of `groups` that the language's instance does not hold yet. */
function missingTextGroups(locale: Locale, groups: readonly TextGroup[]): TextGroup[] {
  const ready = groupsReady.get(locale);
  return groups.filter((group) => !ready?.has(group));
}

/** i18next's store takes an options argument its typings leave out. */
type SilentBundle = {
  addResourceBundle(
    lng: string,
    ns: string,
    resources: MessageTree,
    deep: boolean,
    overwrite: boolean,
    options: { silent: boolean },
  ): void;
};

/**
 * A page group's texts into the instance, silently. The tenant's texts may already be there
 * (served in the page, or fetched after it): they go back over the group's own as any tenant
 * text does (applyTenantDictionary), so one that does not fit the group's shape (a text over a
 * group of keys) gives way, as it would have had the group been there first.
 */
function mergeGroup(instance: i18n, locale: Locale, id: TextGroup, texts: MessageTree): void {
  const { ns, name: group } = groupPlace(id);
  const present = (instance.getResourceBundle(locale, ns) as MessageTree | undefined)?.[group];
  // Read before the merge, which writes into the store's own objects.
  const tenant = typeof present === 'object' ? flattenMessages({ [group]: present }) : {};
  // A copy: the tenant's texts are written into the object the store is given.
  const own = { [group]: structuredClone(texts) };
  (instance.store as unknown as SilentBundle).addResourceBundle(locale, ns, own, true, true, {
    silent: true,
  });
  applyTenantDictionary(instance, locale, tenant, ns, { silent: true });
}

/**
 * Loads the groups the language's instance lacks and merges them in, without an 'added'
 * event (the caller is suspended until they are in, or has not rendered yet). Null when none
 * is missing; the same promise for the same missing groups until they are in.
 */
export function loadTextGroups(locale: Locale, groups: readonly TextGroup[]): Promise<void> | null {
  const missing = missingTextGroups(locale, groups);
  if (missing.length === 0) return null;
  const { group: load } = registered();
  const key = `${locale}:${[...missing].sort().join(',')}`;
  let promise = groupsPending.get(key);
  if (!promise) {
    promise = Promise.all([loadLocaleI18n(locale), ...missing.map((g) => load(locale, g))]).then(
      ([instance, ...texts]) => {
        const ready = groupsReady.get(locale) ?? new Set();
        missing.forEach((group, i) => {
          if (ready.has(group)) return;
          mergeGroup(instance, locale, group, texts[i]!);
          ready.add(group);
        });
        groupsReady.set(locale, ready);
        groupsPending.delete(key);
      },
      (error: unknown) => {
        groupsPending.delete(key);
        throw error;
      },
    );
    groupsPending.set(key, promise);
  }
  return promise;
}
