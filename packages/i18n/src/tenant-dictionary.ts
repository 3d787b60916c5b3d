import type { i18n } from 'i18next';
import { type FlatMessages, flattenMessages } from './flatten-messages';
import { type Locale, LONG_LOCALE } from './locales';

// The tenant's translations are layered over the
// bundled per-page catalogues: short language first, then the full locale, each overriding what
// is below it. A failed read leaves the layers below as they are.

/** The dictionaries to ask for, in merge order: `es` then `es-MX`. */
export function dictionaryLanguages(locale: Locale): [string, string] {
  return [locale, LONG_LOCALE[locale]];
}

export type DictionaryFetcher = (lang: string) => Promise<unknown>;

/** Both dictionaries merged (the full locale wins); each failure counts as an empty one. */
export async function loadTenantDictionary(
  locale: Locale,
  fetchDictionary: DictionaryFetcher,
): Promise<FlatMessages> {
  const layers = await Promise.all(
    dictionaryLanguages(locale).map((lang) =>
      fetchDictionary(lang).then(flattenMessages, () => ({})),
    ),
  );
  return Object.assign({}, ...layers) as FlatMessages;
}

/** Later layers win; every layer is flattened first, so nested and dotted inputs mix. */
export function mergeDictionaries(...layers: unknown[]): FlatMessages {
  return Object.assign({}, ...layers.map(flattenMessages)) as FlatMessages;
}

const isText = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** Whether a text sits anywhere under `node` (what makes it a group once flattened). */
function holdsText(node: unknown): boolean {
  if (isText(node)) return true;
  if (node === null || typeof node !== 'object') return false;
  return Object.values(node).some(holdsText);
}

/**
 * What the dotted `key` names in the nested catalogue, read along its path only (the catalogue
 * holds a thousand texts; flattening it for a handful of overrides was most of the cost): its
 * text, `group` (texts sit under it), `under-text` (a text sits above it) or `free`: what the
 * flattened catalogue's keys would say.
 */
function placeOf(tree: unknown, key: string): { text: string } | 'group' | 'under-text' | 'free' {
  const parts = key.split('.');
  let node: unknown = tree;
  for (const part of parts) {
    if (isText(node)) return 'under-text';
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return 'free';
    node = (node as Record<string, unknown>)[part];
  }
  if (isText(node)) return { text: String(node) };
  return holdsText(node) ? 'group' : 'free';
}

/**
 * The overrides that fit the catalogue's shape and change it: a text cannot replace a group of
 * keys ("home" over "home.title") nor sit under a text ("home.title.x"), which would break it,
 * and one equal to the catalogue's text changes nothing. `catalogue` is nested, as i18next keeps
 * it.
 */
export function compatibleOverrides(catalogue: unknown, overrides: FlatMessages): FlatMessages {
  const out: FlatMessages = {};
  for (const [key, value] of Object.entries(overrides)) {
    if (!key || key.split('.').includes('')) continue;
    const place = placeOf(catalogue, key);
    if (place === 'group' || place === 'under-text') continue;
    if (typeof place === 'object' && place.text === value) continue;
    out[key] = value;
  }
  return out;
}

/** i18next's store takes an options argument its typings leave out. */
type SilentAdd = {
  addResources(
    lng: string,
    ns: string,
    resources: FlatMessages,
    options: { silent: boolean },
  ): void;
};

/**
 * Adds the tenant's texts over the instance's bundled ones and returns those that change a text
 * (one equal to the bundled text is left out). `addResources` splits dotted keys into the nested
 * catalogue and emits 'added', which re-renders every `useTranslation` at once (the instances
 * bind the store, see createI18n, and react-i18next reads it as an external store, so that
 * render is synchronous). `silent` skips the event: the caller re-renders, e.g. as a transition.
 */
export function applyTenantDictionary(
  instance: i18n,
  locale: Locale,
  dictionary: FlatMessages,
  namespace = 'translation',
  { silent = false }: { silent?: boolean } = {},
): FlatMessages {
  const changed = compatibleOverrides(
    instance.getResourceBundle(locale, namespace) ?? {},
    dictionary,
  );
  if (Object.keys(changed).length > 0)
    (instance.store as unknown as SilentAdd).addResources(locale, namespace, changed, { silent });
  return changed;
}
