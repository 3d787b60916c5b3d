/**
 * The part of i18next the public site uses, small enough for its first load: i18next itself is
 * 15.2 KB gzipped, more than the site's whole budget over a bare React Router page
 * (docs/decisions/site-i18next-stand-in.md). The site's modules import it as
 * `@bar/i18n/lite/i18next`, and the web app's build resolves the shared packages' `i18next` to
 * this module (apps/web/lite-i18n-alias.ts); the admin, the API and the packages' own tests use
 * i18next. Same catalogues, same answers: `i18next.test.ts` beside it compares this module with
 * i18next on every text of the site's, the chat's and the `ui` catalogues in each language, and
 * on the behaviours below.
 *
 * What it does as i18next does (with the options the site sets: `escapeValue: false`,
 * `returnNull: false`): nested keys with `.`, an `ns:` prefix, `{{name}}` (and `{{- name}}`)
 * filled from the options (dotted paths read into objects; a variable not passed stays as
 * written, one passed as undefined is left out), `$t(key)` nesting after interpolation, `_zero`
 * and Intl plural suffixes when `count` is a number, `defaultValue`, the fallback language, the
 * key itself when nothing is found, and a store that emits `added` unless told to be silent.
 * Not here: formatters (`{{x, number}}`), options inside `$t(...)`, context, ordinals, back
 * ends, language detection and changeLanguage.
 */

export type Resource = Record<string, unknown>;
export type TOptions = Record<string, unknown> & {
  lng?: string | null;
  ns?: string;
  defaultValue?: string;
  count?: number;
};
export type TFunction = (key: string, options?: TOptions) => string;

export interface InitOptions {
  resources?: Record<string, Record<string, Resource>>;
  lng?: string;
  fallbackLng?: string | false;
  defaultNS?: string;
  [option: string]: unknown;
}

type Listener = (lng: string, ns: string) => void;

const isObject = (value: unknown): value is Resource =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value under `path` in `tree`: the path as one key if `tree` has it, else along its dots. */
function deepFind(tree: unknown, path: string): unknown {
  if (!isObject(tree)) return undefined;
  if (Object.hasOwn(tree, path)) return tree[path];
  let node: unknown = tree;
  for (const part of path.split('.')) {
    if (!isObject(node) || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** Copies `source` into `target`: objects merge, a present value is kept unless `overwrite`. */
function deepExtend(target: Resource, source: Resource, overwrite: boolean): void {
  for (const [key, value] of Object.entries(source)) {
    const present = target[key];
    if (isObject(present) && isObject(value)) deepExtend(present, value, overwrite);
    else if (overwrite || !(key in target)) target[key] = value;
  }
}

const MAX_NESTING = 10;
const VARIABLE = /{{(.+?)}}/g;
const NESTING = /\$t\(((?:[^()"']|"[^"]*"|'[^']*'|\((?:[^()"']|"[^"]*"|'[^']*')*\))*?)\)/g;

class Store {
  data: Record<string, Record<string, Resource>> = {};
  private listeners = new Set<Listener>();

  /** The store's only event, as i18next names it: texts were added (and not silently). */
  on(_event: 'added', listener: Listener): void {
    this.listeners.add(listener);
  }

  off(_event: 'added', listener: Listener): void {
    this.listeners.delete(listener);
  }

  emit(lng: string, ns: string, silent: boolean | undefined): void {
    if (!silent) for (const listener of this.listeners) listener(lng, ns);
  }

  /** The language's namespace; created empty (with its language) only when `create`. */
  bundle(lng: string, ns: string, create = false): Resource | undefined {
    if (!create) return this.data[lng]?.[ns];
    return ((this.data[lng] ??= {})[ns] ??= {});
  }

  /** Dotted keys go into the nested tree, as i18next's store does. */
  addResources(lng: string, ns: string, resources: Record<string, unknown>, options?: Silent) {
    const bundle = this.bundle(lng, ns, true)!;
    for (const [key, value] of Object.entries(resources)) {
      const parts = key.split('.');
      const last = parts.pop()!;
      let node = bundle;
      for (const part of parts) node = isObject(node[part]) ? node[part] : (node[part] = {});
      node[last] = value;
    }
    this.emit(lng, ns, options?.silent);
  }

  /** Merges a tree into the namespace (`deep`), or its top-level keys over it. */
  addResourceBundle(
    lng: string,
    ns: string,
    resources: Resource,
    deep = false,
    overwrite = false,
    options?: Silent,
  ): void {
    const bundle = this.bundle(lng, ns, true)!;
    if (deep) deepExtend(bundle, resources, overwrite);
    else Object.assign(bundle, resources);
    this.emit(lng, ns, options?.silent);
  }
}

type Silent = { silent?: boolean };

export class LiteI18n {
  language = '';
  languages: string[] = [];
  isInitialized = false;
  options: InitOptions & { defaultNS: string } = { defaultNS: 'translation' };
  readonly store = new Store();
  /** Counts the store's announced changes; the React binding re-renders on it. */
  revision = 0;

  constructor() {
    this.store.on('added', () => {
      this.revision += 1;
    });
  }

  init(options: InitOptions = {}): Promise<TFunction> {
    this.options = { defaultNS: 'translation', ...options };
    for (const [lng, namespaces] of Object.entries(options.resources ?? {}))
      for (const [ns, resources] of Object.entries(namespaces))
        this.addResourceBundle(lng, ns, resources, true, true, { silent: true });
    this.language = options.lng ?? '';
    this.languages = this.hierarchy(this.language);
    this.isInitialized = true;
    return Promise.resolve(this.t);
  }

  getResourceBundle(lng: string, ns = this.options.defaultNS): Resource | undefined {
    return this.store.bundle(lng, ns);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store.bundle(lng, ns) !== undefined;
  }

  addResourceBundle(
    lng: string,
    ns: string,
    resources: Resource,
    deep = false,
    overwrite = false,
    options?: Silent,
  ): this {
    this.store.addResourceBundle(lng, ns, resources, deep, overwrite, options);
    return this;
  }

  getFixedT(lng: string | null, ns?: string): TFunction {
    return (key, options) => this.t(key, { lng, ns, ...options });
  }

  t: TFunction = (key, options = {}) => this.translate(String(key), options, 0, undefined);

  /** The language, then the fallback, as i18next resolves them. */
  private hierarchy(lng: string): string[] {
    const fallback = this.options.fallbackLng;
    return fallback && fallback !== lng ? [lng, fallback] : [lng];
  }

  private translate(
    fullKey: string,
    options: TOptions,
    depth: number,
    parentKey: string | undefined,
  ): string {
    let ns = options.ns ?? this.options.defaultNS;
    let key = fullKey;
    const colon = fullKey.indexOf(':');
    if (colon > 0) {
      ns = fullKey.slice(0, colon);
      key = fullKey.slice(colon + 1);
    }
    const lng = options.lng ?? this.language;
    const { count } = options;
    let found: unknown;
    search: for (const language of this.hierarchy(lng)) {
      // Tried last first, as i18next does: `_zero`, then the plural form, then the key.
      const keys = [key];
      if (typeof count === 'number') {
        keys.push(`${key}_${new Intl.PluralRules(language).select(count)}`);
        if (count === 0) keys.push(`${key}_zero`);
      }
      for (const candidate of keys.reverse()) {
        found = deepFind(this.store.bundle(language, ns), candidate);
        if (found !== undefined && found !== null) break search;
      }
    }
    if (typeof found !== 'string') {
      if (found !== undefined && found !== null && !isObject(found)) return found as string;
      if (options.defaultValue === undefined) return key;
      found = options.defaultValue;
    }
    return this.extend(found as string, key, { ...options, lng }, depth, parentKey);
  }

  private extend(
    text: string,
    key: string,
    options: TOptions,
    depth: number,
    parentKey: string | undefined,
  ): string {
    const nestingBefore = text.match(NESTING)?.length ?? 0;
    const filled = text.replace(VARIABLE, (match, name: string) => {
      const path = name.trim().replace(/^-\s*/, '');
      const value = deepFind(options, path);
      // Any value shows as i18next shows it (`'' + value`), an object as `[object Object]`.
      // eslint-disable-next-line @typescript-eslint/no-base-to-string
      if (value !== undefined) return String(value);
      return Object.hasOwn(options, path) ? '' : match;
    });
    // A `$t(` that a variable brought in is left as it is.
    if ((filled.match(NESTING)?.length ?? 0) > nestingBefore) return filled;
    const { defaultValue: _omit, ...nested } = options;
    return filled.replace(NESTING, (_match, inner: string) => {
      const nestedKey = inner.trim();
      // As in i18next, a text naming the one that nested it ends there; so does a longer loop
      // through tenant texts (where i18next would overflow the stack).
      if (nestedKey === parentKey || depth >= MAX_NESTING) return '';
      return this.translate(nestedKey, nested, depth + 1, key);
    });
  }
}

export type i18n = LiteI18n;

export function createInstance(): LiteI18n {
  return new LiteI18n();
}
