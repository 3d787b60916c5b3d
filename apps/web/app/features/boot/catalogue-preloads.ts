import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

// The client entry imports the page language's catalogues (the site's texts and the shared
// components' `ui` ones) before it hydrates. Named in the page's preload list, they load with the
// other modules instead of one round trip after the entry has run. Their chunk names come from
// Vite's manifest of the client build.

type ViteChunk = { file: string; src?: string; name?: string };
type ViteManifest = Record<string, ViteChunk>;

// The site's catalogue is its own dynamic chunk; the `ui` one is the chunk vite.config.ts names
// `ui-<language>`.
const CATALOGUES = (language: string): [string, (chunk: ViteChunk) => boolean][] => [
  [
    `the site's ${language} catalogue`,
    (chunk) => chunk.src?.endsWith(`packages/i18n/src/messages/${language}.json`) ?? false,
  ],
  [`the ${language} ui catalogue`, (chunk) => chunk.name === `ui-${language}`],
];

/** Each language's catalogue chunks, as page URLs, from a Vite manifest. */
export function cataloguePreloads(manifest: ViteManifest, languages: readonly string[]) {
  const chunks = Object.values(manifest);
  return new Map(
    languages.map((language) => [
      language,
      CATALOGUES(language).map(([what, isIt]) => {
        const chunk = chunks.find(isIt);
        if (!chunk) throw new Error(`catalogue-preloads: no chunk holds ${what}`);
        return `/${chunk.file}`;
      }),
    ]),
  );
}

/**
 * Reads the client build's Vite manifest (kept by vite.config.ts for this step) and deletes
 * it: the site never serves it.
 */
export async function readCataloguePreloads(clientDir: string, languages: readonly string[]) {
  const dir = join(clientDir, '.vite');
  const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as ViteManifest;
  await rm(dir, { recursive: true, force: true });
  return cataloguePreloads(manifest, languages);
}
