import { afterEach, describe, expect, it } from 'vitest';
import { pointUrlTagsAt, readUrlTags, restoreUrlTags } from './head-urls';

const ORIGIN = 'https://cantina.example';
const served = `
  <link rel="canonical" href="https://cantina.example/es/carta-especial">
  <link rel="alternate" hreflang="es" href="https://cantina.example/es">
  <link rel="alternate" hreflang="en" href="https://cantina.example/en">
  <link rel="alternate" hreflang="fr" href="https://cantina.example/fr">
  <link rel="alternate" hreflang="x-default" href="https://cantina.example/es">
  <link rel="alternate" type="application/rss+xml" href="/feed.xml">
  <meta property="og:url" content="https://cantina.example/es/carta-especial">`;

const urls = () => ({
  canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
  alternates: Array.from(document.querySelectorAll('link[hreflang]'), (link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]),
  ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
  feed: document.querySelector('link[type="application/rss+xml"]')?.getAttribute('href'),
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the head URL tags after a client-side navigation', () => {
  it('point at the page shown, each alternate at the same page in its language', () => {
    document.head.innerHTML = served;
    pointUrlTagsAt(document, '/fr/menus', ORIGIN);
    expect(urls()).toEqual({
      canonical: 'https://cantina.example/fr/menus',
      alternates: [
        ['es', 'https://cantina.example/es/menus'],
        ['en', 'https://cantina.example/en/menus'],
        ['fr', 'https://cantina.example/fr/menus'],
        ['x-default', 'https://cantina.example/es/menus'],
      ],
      ogUrl: 'https://cantina.example/fr/menus',
      feed: '/feed.xml',
    });
    pointUrlTagsAt(document, '/en', ORIGIN);
    expect(urls().canonical).toBe('https://cantina.example/en');
    expect(urls().alternates[0]).toEqual(['es', 'https://cantina.example/es']);
  });

  it('come back to what the API served (a canonical set in the back office) on the first page', () => {
    document.head.innerHTML = served;
    const first = readUrlTags(document);
    const before = urls();
    pointUrlTagsAt(document, '/es/blog', ORIGIN);
    expect(urls().canonical).toBe('https://cantina.example/es/blog');
    restoreUrlTags(first);
    expect(urls()).toEqual(before);
  });

  it('leave paths outside a language alone', () => {
    document.head.innerHTML = served;
    const before = urls();
    pointUrlTagsAt(document, '/logout-complete', ORIGIN);
    expect(urls()).toEqual(before);
  });
});
