import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Paint first, then load the scripts.
 *
 * React Router's prerendered pages name every module of the page twice: `<link rel=modulepreload>`
 * in the head, and an inline `<script type="module" async>` that imports the route modules and
 * then the client entry. The browser fetches those ~140 KB at high priority beside the
 * stylesheets and the page's largest picture, and runs them as soon as they arrive, often before
 * the first paint. The prerendered HTML needs none of them to be read: the links are links and
 * the text is there.
 *
 * This build step rewrites each page so the same imports start once the browser reports the
 * page's first contentful paint (Paint Timing, https://w3c.github.io/paint-timing/): the
 * stylesheets and the largest picture get the network alone, the page shows, and then the
 * modules are preloaded together (no waterfall) and the page hydrates as before. Where paint
 * timing is not available the scripts start at once; where no paint comes (a tab opened in the
 * background) they start after PAINT_WAIT_MS.
 *
 * The rewritten inline script stays inline: the API's CSP allows each page's inline scripts by
 * their hash, computed from the served HTML.
 */

/** Longest wait for a first paint before the scripts load anyway (a hidden tab never paints). */
export const PAINT_WAIT_MS = 3000;

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n/gm;

const waitForFirstPaint = `await new Promise((go) => {
  const start = () => setTimeout(go, 0);
  if (!(globalThis.PerformanceObserver?.supportedEntryTypes ?? []).includes('paint')) return start();
  const giveUp = setTimeout(go, ${PAINT_WAIT_MS});
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    clearTimeout(giveUp);
    start();
  }).observe({ type: 'paint', buffered: true });
});
`;

const HTML_TAG = /<html\b([^>]*)>/;

/**
 * One prerendered page, rewritten to load its modules after its first paint. `textsFile` is the
 * module holding the page's first texts (texts-bundles.ts), which the client entry imports before
 * it hydrates: named on <html data-texts-file> for the entry, and preloaded with the other
 * modules instead of one round trip after them.
 */
export function paintFirst(html: string, textsFile?: string): string {
  const named = [...html.matchAll(PRELOAD_LINK)].map((match) => match[1] ?? '');
  const preloads = [...new Set([...named, ...(textsFile ? [textsFile] : [])])];
  if (textsFile && !HTML_TAG.test(html)) throw new Error('paint-first: the page has no <html>');
  const scripts = [...html.matchAll(MODULE_SCRIPT)];
  if (scripts.length !== 1) {
    throw new Error(
      `paint-first: expected one React Router module script, found ${scripts.length}`,
    );
  }
  const script = scripts[0]!;
  const bindings: string[] = [];
  const specifiers: string[] = [];
  const rest = (script[1] ?? '').replace(
    STATIC_IMPORT,
    (_: string, binding: string | undefined, specifier: string) => {
      bindings.push(binding ?? '');
      specifiers.push(specifier);
      return '';
    },
  );
  if (specifiers.length === 0 || /^\s*import\s[^(]/m.test(rest)) {
    throw new Error('paint-first: the module script is not the import list it expects');
  }
  const body =
    waitForFirstPaint +
    `for (const href of ${JSON.stringify(preloads)}) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
const [${bindings.join(', ')}] = await Promise.all([${specifiers.map((s) => `import(${s})`).join(', ')}]);
${rest.trim()}`;
  return html
    .replace(HTML_TAG, (tag, attributes: string) =>
      textsFile ? `<html${attributes} data-texts-file="${textsFile}">` : tag,
    )
    .replace(PRELOAD_LINK, '')
    .replace(script[0], () => `<script type="module" async="">${body}</script>`);
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const PAGE_LANGUAGE = /<html lang="([^"]+)"/;
const PAGE_TEXTS = /<html [^>]*data-texts="([^"]*)"/;

/**
 * Rewrites every prerendered page of the client build (React Router's buildEnd);
 * `textsFileFor(language, groups)` is the module with the first texts of a page in that language
 * that shows those page groups (its <html data-texts>).
 */
export async function writePaintFirst(
  clientDir: string,
  textsFileFor?: (language: string, groups: readonly string[]) => Promise<string>,
): Promise<number> {
  let pages = 0;
  for await (const path of htmlFiles(clientDir)) {
    const html = await readFile(path, 'utf8');
    const language = PAGE_LANGUAGE.exec(html)?.[1] ?? '';
    const groups = PAGE_TEXTS.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
    await writeFile(path, paintFirst(html, await textsFileFor?.(language, groups)));
    pages += 1;
  }
  return pages;
}
