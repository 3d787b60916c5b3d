import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// The client entry imports the page's catalogues before it hydrates: its language's core
// texts and the shared components' `ui` ones, and the groups its <html data-texts> names.
// Named in the page's preload list, they load with the other modules instead of one round trip
// after the entry has run. Their chunk names come from Vite's manifest of the client build.

type ViteChunk = { file: string; src?: string; name?: string };
type ViteManifest = Record<string, ViteChunk>;

/** A page's catalogue chunks, as page URLs: by its language and its groups. */
export type CataloguePreloads = (language: string, groups: readonly string[]) => string[];

// site-texts-plugin.ts names them `assets/texts-<hash>-<language>-<part>.js`: the part is `core`,
// a page group, `ui` (the shared components' core) or `ui_<group>` for the group `ui:<group>`.
const SITE_TEXTS = /^assets\/texts-[0-9a-f]+-(\w+-\w+)\.js$/;
const chunkName = {
  core: (language: string) => `texts-${language}-core`,
  group: (language: string, group: string) => `texts-${language}-${group.replace(':', '_')}`,
  ui: (language: string) => `texts-${language}-ui`,
};

/** Each language's catalogue chunks, as page URLs, from a Vite manifest. */
export function cataloguePreloads(
  manifest: ViteManifest,
  languages: readonly string[],
): CataloguePreloads {
  const files = new Map<string, string>();
  for (const chunk of Object.values(manifest)) {
    const texts = SITE_TEXTS.exec(chunk.file)?.[1];
    if (texts) files.set(`texts-${texts}`, `/${chunk.file}`);
  }
  const file = (name: string, what: string) => {
    const found = files.get(name);
    if (!found) throw new Error(`catalogue-preloads: no chunk holds ${what}`);
    return found;
  };
  // Every language's core and ui chunks must exist: a build without them fails here.
  for (const language of languages) {
    file(chunkName.core(language), `the site's ${language} core texts`);
    file(chunkName.ui(language), `the ${language} ui catalogue`);
  }
  return (language, groups) => [
    file(chunkName.core(language), `the site's ${language} core texts`),
    file(chunkName.ui(language), `the ${language} ui catalogue`),
    ...groups.map((group) => file(chunkName.group(language, group), `${language} ${group} texts`)),
  ];
}

/**
 * Reads the client build's Vite manifest (kept by vite.config.ts for this step) and deletes
 * it: the site never serves it.
 */
export async function readCataloguePreloads(
  clientDir: string,
  languages: readonly string[],
): Promise<CataloguePreloads> {
  const dir = join(clientDir, '.vite');
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ViteManifest;
  await rm(dir, { recursive: true, force: true });
  return cataloguePreloads(manifest, languages);
}
