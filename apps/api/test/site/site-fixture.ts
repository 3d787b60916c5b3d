import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The segments the fixture prerenders per locale (a subset of the real site, plus 404). */
export const FIXTURE_SEGMENTS = [
  '',
  'menus',
  'reservas',
  'blog',
  'galeria',
  'login',
  'encuesta',
  'sobrenosotros',
  'suscritos',
  'desuscritos',
  'checkout',
  '404',
];
export const LOCALES = ['es', 'en', 'fr'] as const;

/** The blog's hidden first-card frame, as the web prerenders it while the lists load. */
export const BLOG_POSTER_FRAME =
  '<ul class="event-list" aria-hidden="true"><li hidden="" data-blog-poster=""><article class="event-card" data-variant="upcoming"><div class="event-picture"><img alt="" hidden=""/></div></article></li></ul>';

/** The about page's loading line, as the web prerenders it until the tenant's data is in. */
export const ABOUT_PLACEHOLDER =
  '<div class="about about--loading" data-about-root=""><p>Loading…</p></div>';

/** The gallery's hidden first-cell frame, as the web prerenders it while the pictures load. */
export const GALLERY_POSTER_FRAME =
  '<ul class="gallery__grid" aria-hidden="true"><li hidden="" data-gallery-poster="" class="gallery__cell"><div class="gallery__open"><img alt="" hidden="" width="500" height="500"/></div></li></ul>';

const TITLES: Record<string, string> = { '': 'Home', menus: 'Our menu', '404': 'Not found' };
export const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';
export const CONTEXT_SCRIPT = 'window.__ctx={"a":1}';

/**
 * A page as React Router's prerender writes it (shape of apps/web/build/client/en/menus/
 * index.html): hoisted <title>/<meta> first, an inline theme script and the stylesheet in the
 * head, inline context and module scripts at the end of the body.
 */
export function prerenderedPage(locale: string, segment: string): string {
  const title = `${TITLES[segment] ?? segment} | Bar &amp; Grill`;
  const noindex = segment === '404' || segment === 'login';
  return [
    `<!DOCTYPE html><html lang="${locale}"><head><meta charSet="utf-8"/>`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
    '<meta name="theme-color" content="#7a1f12"/>',
    `<title>${title}</title><meta name="description" content="Bundled ${segment || 'home'} text &amp; more."/>`,
    noindex ? '<meta name="robots" content="noindex"/>' : '',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
    '<link rel="modulepreload" href="/assets/entry.client-abc.js"/>',
    `<script>${THEME_SCRIPT}</script><link rel="stylesheet" href="/assets/app-abc.css"/></head>`,
    `<body><main id="main"><h1>${TITLES[segment] ?? segment}</h1>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(40)}`,
    // The menu page's empty board, which the API fills with the tenant's menu.
    segment === 'menus' ? '<div class="menu-board" data-menu-root=""></div>' : '',
    segment === 'blog' ? BLOG_POSTER_FRAME : '',
    segment === 'galeria' ? GALLERY_POSTER_FRAME : '',
    segment === 'sobrenosotros' ? ABOUT_PLACEHOLDER : '',
    '</main>',
    `<script>${CONTEXT_SCRIPT}</script><script type="module" src="/assets/entry.client-abc.js"></script></body></html>`,
  ].join('');
}

/** A web build folder in a temporary directory: pages, a precompressed asset, a small one. */
export function writeSiteFixture(extra: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'bar-site-'));
  const write = (path: string, body: string | Buffer) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  };
  write(
    'index.html',
    '<!DOCTYPE html><html><head><title>Idioma</title></head><body></body></html>',
  );
  for (const locale of LOCALES)
    for (const segment of FIXTURE_SEGMENTS)
      write(
        `${locale}/${segment ? `${segment}/` : ''}index.html`,
        prerenderedPage(locale, segment),
      );
  const js = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
  write('assets/entry.client-abc.js', js);
  write('assets/entry.client-abc.js.br', brotliCompressSync(js));
  write('assets/entry.client-abc.js.gz', gzipSync(js));
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const [path, body] of Object.entries(extra)) write(path, body);
  return root;
}
