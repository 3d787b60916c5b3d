import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// The client entry imports the page's catalogues before it hydrates: its language's core
// texts, the page groups its <html data-texts> names, and the shared components' `ui` texts.
// Named in the page's preload list, they load with the other modules instead of one round trip
// after the entry has run. Their chunk names come from Vite's manifest of the client build.

type ViteChunk = { file: string; src?: string; name?: string };
type ViteManifest = Record<string, ViteChunk>;

/** A page's catalogue chunks, as page URLs: by its language and its page groups. */
export type CataloguePreloads = (language: string, groups: readonly string[]) => string[];

// site-texts-plugin.ts names the site's: `assets/texts-<hash>-<language>-<part>.js` (the part
// is `core` or a page group); vite.config.ts names the `ui` chunk of each language `ui-<language>`.
const SITE_TEXTS = /^assets\/texts-[0-9a-f]+-(\w+-\w+)\.js$/;
const chunkName = {
  core: (language: string) => `texts-${language}-core`,
  group: (language: string, group: string) => `texts-${language}-${group}`,
  ui: (language: string) => `ui-${language}`,
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
    else if (chunk.name) files.set(chunk.name, `/${chunk.file}`);
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
    ...groups.map((group) => file(chunkName.group(language, group), `${language} ${group} texts`)),
    file(chunkName.ui(language), `the ${language} ui catalogue`),
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
