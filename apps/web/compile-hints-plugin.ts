import type { Plugin, Rolldown } from 'vite';

/** V8's explicit compile hint for a whole file: it must be the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the named chunks with V8's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * Chromium 136 and later; other engines read a comment). Nearly every function of the framework
 * and of the frame runs while a page hydrates; without the hint V8 compiles each one on the main
 * thread at its first call, inside hydration's tasks, where with it V8 compiles the whole file
 * while it streams in, off the main thread. Measured with the demo data (unthrottled, three or
 * four loads each), the main thread's lazy compiling after first paint went from 89–109 ms to
 * 38–53 ms on `/en/menus` and from 86–129 ms to 36–57 ms on `/es`.
 *
 * Only chunks whose functions mostly run on every page: the hint compiles functions a page never
 * calls too (in the background, but memory all the same), and costs a line in every file it
 * marks. The hint goes in after Vite's own additions at the top of a chunk (its list of a
 * dynamic import's stylesheets), and a source map, when the build writes one, moves down a line.
 * The file names' hashes are computed before: a comment line does not change what a file does.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'bar:compile-hints',
    apply: 'build',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markChunks(bundle, names);
      },
    },
  };
}

/** Adds the hint to the chunks named `names` in `bundle` (and shifts their source maps). */
export function markChunks(bundle: Rolldown.OutputBundle, names: ReadonlySet<string>): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !names.has(chunk.name)) continue;
    if (chunk.code.startsWith(COMPILE_HINT)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    // A line added above every other: each generated line's mappings move down by one, which an
    // empty first line in `mappings` says (the segments' deltas carry over lines unchanged).
    if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
    const mapAsset = bundle[`${chunk.fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      if (map.mappings !== chunk.map?.mappings) map.mappings = `;${map.mappings}`;
      mapAsset.source = JSON.stringify(map);
    }
  }
}
