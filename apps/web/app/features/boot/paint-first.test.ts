import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paintFirst, PAINT_WAIT_MS, writePaintFirst } from './paint-first';

// The head and module script React Router's prerender writes (7.x, ssr: false).
const page = (extra = '') =>
  [
    '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
    '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
    '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
    '<link rel="modulepreload" href="/assets/framework-3.js"/>',
    '<link rel="modulepreload" href="/assets/root-4.js"/>',
    '<link rel="modulepreload" href="/assets/home-5.js"/>',
    '<script>window.__reactRouterContext = {"ssr":false};</script>',
    '<script type="module" async="">import "/assets/manifest-1.js";\n',
    'import * as route0 from "/assets/root-4.js";\n',
    'import * as route1 from "/assets/home-5.js";\n',
    '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\n',
    'import("/assets/entry.client-2.js");</script>',
    '<link rel="stylesheet" href="/assets/app-6.css"/></head>',
    `<body><h1>Hola</h1>${extra}</body></html>`,
  ].join('');

const moduleScript = (html: string) =>
  /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

describe('paintFirst', () => {
  const html = paintFirst(page());
  const script = moduleScript(html);

  it('drops the head modulepreload links and keeps everything else of the page', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-6.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {"ssr":false};</script>');
    expect(html).toContain('<body><h1>Hola</h1></body>');
  });

  it('waits for the first contentful paint (or the time limit) before anything else', () => {
    expect(script.indexOf("'first-contentful-paint'")).toBeGreaterThan(0);
    expect(script).toContain(`setTimeout(go, ${PAINT_WAIT_MS})`);
    expect(script.indexOf('first-contentful-paint')).toBeLessThan(script.indexOf('modulepreload'));
    expect(script).not.toMatch(/^import /m);
  });

  it('then preloads every module the page named, and imports the same modules in order', () => {
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js","/assets/root-4.js","/assets/home-5.js"]',
    );
    expect(script).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-4.js"), import("/assets/home-5.js")]);',
    );
    expect(script.trimEnd()).toMatch(
      /window\.__reactRouterRouteModules = \{"root":route0,"routes\/home":route1\};\s+import\("\/assets\/entry\.client-2\.js"\);$/,
    );
  });

  it('names the page’s first texts on <html> and preloads them with the other modules', () => {
    const withTexts = paintFirst(page(), '/assets/texts-7-es-first.js');
    expect(withTexts).toContain('<html lang="es" data-texts-file="/assets/texts-7-es-first.js">');
    expect(moduleScript(withTexts)).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js","/assets/root-4.js","/assets/home-5.js","/assets/texts-7-es-first.js"]',
    );
    // Preloaded only: the client entry imports it itself.
    expect(moduleScript(withTexts)).not.toContain('import("/assets/texts-7-es-first.js")');
    // Without one the page's <html> stays as it was.
    expect(html).toContain('<html lang="es">');
  });

  it('refuses a page it does not recognise rather than ship one that never hydrates', () => {
    expect(() => paintFirst('<html><body>no scripts</body></html>')).toThrow(/found 0/);
    expect(() => paintFirst(html)).toThrow(/not the import list/);
  });
});

describe('writePaintFirst', () => {
  it('rewrites every page of a client build, nested ones included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paint-first-'));
    mkdirSync(join(dir, 'fr', 'menus'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), page());
    const french = page('<p>Menus</p>').replace(
      '<html lang="es">',
      '<html lang="fr" data-texts="menus gallery">',
    );
    writeFileSync(join(dir, 'fr', 'menus', 'index.html'), french);
    writeFileSync(join(dir, 'app.css'), 'body{}');

    const textsFile = (language: string, groups: readonly string[]) =>
      Promise.resolve(`/assets/texts-${[language, ...groups].join('-')}.js`);
    expect(await writePaintFirst(dir, textsFile)).toBe(2);
    const nested = readFileSync(join(dir, 'fr', 'menus', 'index.html'), 'utf8');
    expect(nested).toContain('first-contentful-paint');
    expect(nested).toContain(
      '<html lang="fr" data-texts="menus gallery" data-texts-file="/assets/texts-fr-menus-gallery.js">',
    );
    expect(nested).toContain('"/assets/home-5.js","/assets/texts-fr-menus-gallery.js"]');
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain(
      '<html lang="es" data-texts-file="/assets/texts-es.js">',
    );
    expect(nested).toContain('<p>Menus</p>');
    expect(readFileSync(join(dir, 'app.css'), 'utf8')).toBe('body{}');
  });
});
