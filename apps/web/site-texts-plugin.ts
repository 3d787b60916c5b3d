import type { MessageTree } from '../../packages/i18n/src/flatten-messages';
import { RESERVATION_API_ONLY_IDS } from '../../packages/domain/src/reservations/messages';
import {
  PAGE_TEXT_GROUPS,
  splitCatalogue,
  TEXT_GROUPS,
  UI_TEXT_GROUPS,
  withoutTexts,
} from '../../packages/i18n/src/text-groups';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The site's texts, one module per language and part: the core, each page group, then the
 * shared components' `ui` core and each of its groups (packages/i18n/src/text-groups.ts).
 * `virtual:site-texts` exports their loader and, for each route module, the groups it needs:
 * every group one of its static imports (followed to the end, the shared packages included)
 * names in a literal key such as `'menus.tabs.food'` (a `ui` group: `'signIn.email'`).
 * So a page loads the groups its components may show, conditional states and dialogs included,
 * and only those. A module loaded with `import()` is not followed: it reads groups its importer
 * has, or loads its own (useTextGroups).
 */

const VIRTUAL = 'virtual:site-texts';
const CHUNK_PREFIX = `${VIRTUAL}/`;
// `virtual:site-texts/route:<route id>`: what a route module awaits first (its groups).
const ROUTE_PREFIX = `${CHUNK_PREFIX}route:`;
const ROUTE_MODULE = /^\0site-texts-route:(.+)$/;
const RESOLVED = `\0${VIRTUAL}`;
/** Module ids of the catalogue parts: `\0site-texts/<language>/<part>`. */
const TEXTS_MODULE = /^\0site-texts\/(\w+)\/(\w+)$/;

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const APP_DIR = at('./app');
const CATALOGUES = at('../../packages/i18n/src/messages');
const UI_CATALOGUES = at('../../packages/ui/src/messages');

// `import x from 'm'`, `import 'm'`, `export { x } from 'm'`, over several lines; not `import()`,
// nor `import type` (erased from the build: that module's texts do not come with it).
const STATIC_IMPORT = /(?:^|[;\s])(?:import|export)\s(?!type\s)[^;'"`()]*?['"]([^'"]+)['"]/g;
const SOURCE = /\.(?:tsx?|jsx?|mjs)$/;

/**
 * The groups `code` names: in a literal key (`'blog.share'`; a title, kept in the core, does not
 * count), or as the page whose heading and head it shows (`pageMeta('land'`, `page="land"`).
 */
export function groupsNamedIn(source: string): string[] {
  // Comments name no group (one that quotes a key as an example would load it for nothing);
  // `//` after a colon or a quote is a URL's, not a comment.
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return TEXT_GROUPS.filter((group) => {
    const name = group.replace('ui:', '');
    return (
      new RegExp(`['"\`]${name}\\.(?!title['"\`])\\w`).test(code) ||
      new RegExp(`(?:pageMeta\\(|\\bpage=)['"]${name}['"]`).test(code)
    );
  });
}

/** The static import specifiers of `code`. */
export const staticImports = (code: string): string[] =>
  [...code.matchAll(STATIC_IMPORT)].map((match) => match[1]!);

type Resolve = (specifier: string, importer: string) => Promise<string | null>;

/** What a root module reaches through static imports, and the page groups those modules name. */
export type Reach = { groups: string[]; modules: Set<string> };

/** Each root module's reach, walking static imports with `resolve`. */
export async function reachOfModules(
  roots: readonly string[],
  resolve: Resolve,
  read: (path: string) => Promise<string> = (path) => readFile(path, 'utf8'),
): Promise<Map<string, Reach>> {
  const named = new Map<string, Promise<{ groups: string[]; imports: string[] }>>();
  const scan = (path: string) => {
    let found = named.get(path);
    if (!found) {
      found = read(path).then(async (code) => {
        const imports = await Promise.all(staticImports(code).map((s) => resolve(s, path)));
        return {
          groups: groupsNamedIn(code),
          imports: imports.filter((id): id is string => id !== null),
        };
      });
      named.set(path, found);
    }
    return found;
  };
  const result = new Map<string, Reach>();
  for (const root of roots) {
    const modules = new Set<string>([root]);
    const queue = [root];
    const groups = new Set<string>();
    while (queue.length > 0) {
      const { groups: own, imports } = await scan(queue.shift()!);
      own.forEach((group) => groups.add(group));
      for (const id of imports) {
        if (!modules.has(id)) {
          modules.add(id);
          queue.push(id);
        }
      }
    }
    result.set(root, { groups: TEXT_GROUPS.filter((group) => groups.has(group)), modules });
  }
  return result;
}

/** The route modules: app/root.tsx and app/routes/* (with the shell beside them, never matched). */
export async function routeModules(): Promise<string[]> {
  const routes = await readdir(join(APP_DIR, 'routes'));
  return [
    join(APP_DIR, 'root.tsx'),
    ...routes
      .filter((name) => SOURCE.test(name) && !/\.test\./.test(name))
      .map((name) => join(APP_DIR, 'routes', name)),
  ];
}

/** React Router's route id of a route module: its path under app/, without the extension. */
export const routeId = (path: string) =>
  relative(APP_DIR, path).replace(SOURCE, '').split('\\').join('/');

/** The catalogue parts' file of the client build, named by the texts' hash, not the bundler. */
export const textsFileName = (hash: string, language: string, part: string) =>
  `assets/texts-${hash}-${language}-${part}.js`;

/**
 * Texts only the API writes (the messages of its answers, in the caller's language), which no
 * browser code reads: the site's catalogue parts leave them out. The API, the back office and
 * the texts editor keep the whole catalogue. A test checks that each is in every catalogue and
 * that the site's code never names it. For now the reservation errors the API answers with.
 */
export const API_ONLY_TEXTS: readonly string[] = RESERVATION_API_ONLY_IDS;

/** A language's catalogue parts by name: core, the page groups, ui, ui_<group>. */
export type TextParts = Map<string, MessageTree>;

/**
 * Reads a language's catalogue parts from the site's and the shared components' catalogues,
 * without the texts only the API writes (API_ONLY_TEXTS).
 */
export async function readTextParts(language: string): Promise<TextParts> {
  const read = async (dir: string) =>
    JSON.parse(await readFile(join(dir, `${language}.json`), 'utf8')) as MessageTree;
  const site = splitCatalogue(withoutTexts(await read(CATALOGUES), API_ONLY_TEXTS));
  const ui = splitCatalogue(await read(UI_CATALOGUES), UI_TEXT_GROUPS);
  return new Map<string, MessageTree>([
    ['core', site.core],
    ...PAGE_TEXT_GROUPS.map((group) => [group, site.groups[group]] as const),
    ['ui', ui.core],
    ...UI_TEXT_GROUPS.map((group) => [`ui_${group}`, ui.groups[group]] as const),
  ]);
}

/** The part a group's texts are in (`ui:signIn` -> `ui_signIn`). */
export const textPartOf = (group: string) => group.replace(':', '_');

/** A module whose default export is `texts`, parsed as JSON (faster than an object literal). */
export const textsModule = (texts: unknown) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(texts))});`;

export function siteTexts(): Plugin {
  let config: ResolvedConfig;
  const catalogues = new Map<string, Promise<TextParts>>();
  const catalogue = (locale: string) => {
    let parts = catalogues.get(locale);
    if (!parts) {
      parts = readTextParts(locale);
      catalogues.set(locale, parts);
    }
    return parts;
  };
  // One catalogue per language, named after it (es.json, ...).
  const languages = async () =>
    (await readdir(CATALOGUES))
      .filter((name) => /^\w+\.json$/.test(name))
      .map((name) => name.replace('.json', ''));
  const parts = ['core', ...PAGE_TEXT_GROUPS, 'ui', ...UI_TEXT_GROUPS.map((g) => `ui_${g}`)];
  // The client build emits every part under a name of its own (textsFileName), so the loader is
  // one line instead of forty import() calls and their file names in every page's first load.
  let emitted: string | undefined;
  const partsHash = async () => {
    const hash = createHash('sha256');
    for (const language of await languages()) {
      const texts = await catalogue(language);
      for (const part of parts)
        hash.update(`${language}/${part}:${JSON.stringify(texts.get(part))}`);
    }
    return hash.digest('hex').slice(0, 10);
  };
  return {
    name: 'bar:site-texts',
    enforce: 'pre',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      emitted = undefined;
      if (config.command !== 'build' || this.environment?.config.consumer !== 'client') return;
      emitted = await partsHash();
      for (const language of await languages()) {
        for (const part of parts) {
          this.emitFile({
            type: 'chunk',
            id: `${CHUNK_PREFIX}${language}/${part}`,
            fileName: textsFileName(emitted, language, part),
            preserveSignature: 'strict',
          });
        }
      }
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      if (id.startsWith(ROUTE_PREFIX)) return `\0site-texts-route:${id.slice(ROUTE_PREFIX.length)}`;
      if (id.startsWith(CHUNK_PREFIX)) return `\0site-texts/${id.slice(CHUNK_PREFIX.length)}`;
      return null;
    },
    // Each route module of the browser's build awaits its groups before it has loaded.
    transform(code, id) {
      if (this.environment?.config.consumer !== 'client' || process.env.VITEST) return null;
      const path = id.split('?')[0]!;
      if (!path.startsWith(join(APP_DIR, 'routes')) || !SOURCE.test(path)) return null;
      return {
        // On the first line, so the lines of the source map stay where they were.
        code: `import ${JSON.stringify(`${ROUTE_PREFIX}${routeId(path)}`)};${code}`,
        map: null,
      };
    },
    async load(id) {
      const route = ROUTE_MODULE.exec(id)?.[1];
      if (route) {
        const catalogue = join(APP_DIR, 'lib', 'site-catalogue.ts');
        return [
          `import { routeTextsReady } from ${JSON.stringify(catalogue)};`,
          `await routeTextsReady(${JSON.stringify(route)});`,
        ].join('\n');
      }
      const part = TEXTS_MODULE.exec(id);
      if (part) {
        const [, locale, name] = part as unknown as [string, string, string];
        this.addWatchFile(join(CATALOGUES, `${locale}.json`));
        this.addWatchFile(join(UI_CATALOGUES, `${locale}.json`));
        const texts = (await catalogue(locale)).get(name);
        if (!texts) throw new Error(`site-texts: no part ${name} in ${locale}`);
        return textsModule(texts);
      }
      if (id !== RESOLVED) return null;
      const roots = await routeModules();
      const reach = await reachOfModules(roots, async (specifier, importer) => {
        // The app's own modules and the workspace packages; no dependency names our keys.
        if (!/^(?:\.|\/|@bar\/)/.test(specifier)) return null;
        const resolved = await this.resolve(specifier, importer);
        if (!resolved || resolved.external) return null;
        const path = resolved.id.split('?')[0]!;
        if (path.startsWith('\0') || path.includes('/node_modules/') || !SOURCE.test(path)) {
          return null;
        }
        this.addWatchFile(path);
        return path;
      });
      const routeTexts = Object.fromEntries(
        [...reach]
          .filter(([, { groups }]) => groups.length > 0)
          .map(([path, { groups }]) => [routeId(path), groups]),
      );
      const load = emitted
        ? // The emitted files, by URL (the bundler does not follow a computed import()).
          // A page's first texts come in one file of their own (withFirstTexts).
          [
            `import { withFirstTexts } from ${JSON.stringify(join(APP_DIR, 'lib', 'first-texts.ts'))};`,
            `const load = withFirstTexts((locale, part) => import(/* @vite-ignore */ ${JSON.stringify(config.base)} + ${JSON.stringify(textsFileName(emitted, '@L', '@P'))}.replace('@L', locale).replace('@P', part)).then((m) => m.default));`,
          ]
        : // The dev server and the tests: the parts as modules, one import() each.
          [
            `const chunks = {${(await languages())
              .map(
                (language) =>
                  `${JSON.stringify(language)}: {${parts
                    .map(
                      (name) =>
                        `${name}: () => import(${JSON.stringify(`${CHUNK_PREFIX}${language}/${name}`)})`,
                    )
                    .join(', ')}}`,
              )
              .join(', ')}};`,
            'const load = (locale, part) => chunks[locale][part]().then((m) => m.default);',
          ];
      return [
        ...load,
        "export const source = { core: (locale) => load(locale, 'core'), group: (locale, group) => load(locale, group.replace(':', '_')) };",
        "export const uiCore = (locale) => load(locale, 'ui');",
        `export const routeTexts = ${JSON.stringify(routeTexts)};`,
      ].join('\n');
    },
  };
}
