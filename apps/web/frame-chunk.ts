import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The first-load chunk every page shares ("frame"), read from the build's module graph: the
 * modules the app's root and the locale and public layouts import statically (and what those
 * import), with the ones at least half of the pages import besides (the page heading, the meta
 * helper, the served data's reader), so those come as one file rather than several small ones.
 * Nothing a later module (`import()`) brings comes with it, and a page's own modules travel with
 * that page; what a few pages share gets a chunk of its own, named by the build.
 */
const ROOTS = [
  'root.tsx',
  'routes/locale-layout.tsx',
  'routes/public-layout.tsx',
  // What the entry applies before hydrating and the frame's runtimes read again.
  'lib/served-texts.ts',
].map((path) => fileURLToPath(new URL(`./app/${path}`, import.meta.url)));
const ROUTE_MODULE = /[\\/]app[\\/]routes[\\/]/;
/** The share of the pages that must import a module for it to join the frame. */
const MOST = 0.5;

export function frameChunk() {
  let frame: ReadonlySet<string> = new Set();
  const plugin: Plugin = {
    name: 'bar:frame-chunk',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    buildEnd() {
      const reach = (from: string) => {
        const reached = new Set<string>();
        const visit = (id: string) => {
          if (reached.has(id)) return;
          reached.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) visit(next);
        };
        visit(from);
        return reached;
      };
      const roots = new Set(ROOTS.flatMap((root) => [...reach(root)]));
      const pages = [...this.getModuleIds()].filter(
        (id) => ROUTE_MODULE.test(id) && this.getModuleInfo(id)?.isEntry,
      );
      const importers = new Map<string, number>();
      for (const page of pages) {
        for (const id of reach(page)) {
          if (!roots.has(id)) importers.set(id, (importers.get(id) ?? 0) + 1);
        }
      }
      const shared = [...importers].filter(([, count]) => count >= pages.length * MOST);
      frame = new Set([...roots, ...shared.map(([id]) => id)]);
    },
  };
  return { plugin, inFrame: (id: string) => frame.has(id) };
}
