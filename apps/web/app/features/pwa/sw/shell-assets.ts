import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// Stylesheets and modules a prerendered page loads by itself: its links, and the modules its
// inline script preloads and imports once the page has painted (see paint-first).
const HTML_ASSET = /"\/(assets\/[^"]+\.(?:js|css))"/g;
// Chunks a module imports, statically or dynamically: Rolldown writes them as "./name-hash.js".
const RELATIVE_CHUNK = /["'`]\.\/([\w.-]+\.(?:js|css))["'`]/g;
// React Router's route manifest names every route module; following it would take them all.
const ROUTE_MANIFEST = /^assets\/manifest-[\w-]+\.js$/;

/**
 * The application shell, as files under the client build: what the given pages load, plus every
 * chunk those modules can import later (the language catalogues, the content runtime, the
 * session chunk, this feature's registration). Route modules of other pages are left out.
 */
export function shellAssets(clientDir: string, pages: readonly string[]): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    queue.push(file);
  };
  for (const page of pages) {
    for (const match of readFileSync(join(clientDir, page), 'utf8').matchAll(HTML_ASSET)) {
      add(match[1] ?? '');
    }
  }
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (!file.endsWith('.js') || ROUTE_MANIFEST.test(file)) continue;
    for (const match of readFileSync(join(clientDir, file), 'utf8').matchAll(RELATIVE_CHUNK)) {
      add(`assets/${match[1] ?? ''}`);
    }
  }
  return [...found].sort();
}
