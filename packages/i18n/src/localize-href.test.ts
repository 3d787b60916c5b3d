import { describe, expect, it } from 'vitest';
import { localeFromPath, localizeHref, switchLocaleHref } from './localize-href';

describe('localizeHref', () => {
  it.each([
    // internal paths get the current locale
    ['/menus', 'fr', '/fr/menus'],
    ['/menus/', 'en', '/en/menus/'],
    ['/blog/evento-1', 'en', '/en/blog/evento-1'],
    ['menus', 'fr', '/fr/menus'],
    ['blog/evento-1', 'es', '/es/blog/evento-1'],
    // home
    ['/', 'fr', '/fr'],
    ['', 'en', '/en'],
    ['  ', 'fr', '/fr'],
    // query string and hash are kept
    ['/menus?tab=cocktail', 'fr', '/fr/menus?tab=cocktail'],
    // Files and API paths of the site keep their path (no locale has a copy).
    ['/menu/menu.pdf', 'es', '/menu/menu.pdf'],
    ['/menu/menu-en.pdf?x=1#p', 'en', '/menu/menu-en.pdf?x=1#p'],
    ['/icons/logo.svg', 'fr', '/icons/logo.svg'],
    ['/api/media/a/b.webp', 'fr', '/api/media/a/b.webp'],
    ['/reservas', 'en', '/en/reservas'],
    ['/menus#pdf', 'en', '/en/menus#pdf'],
    ['/menus?tab=food#pdf', 'es', '/es/menus?tab=food#pdf'],
    ['/?utm=x', 'en', '/en?utm=x'],
    ['/#top', 'fr', '/fr#top'],
    ['/?a=/b#c?d', 'fr', '/fr?a=/b#c?d'],
    // a path whose first segment only looks like a locale is still internal
    ['/español', 'fr', '/fr/español'],
    ['/frances/x', 'en', '/en/frances/x'],
    ['/ES/menus', 'fr', '/fr/ES/menus'],
    ['/de/menus', 'fr', '/fr/de/menus'],
    ['/terminos', 'en', '/en/terminos'],
    // surrounding spaces are trimmed
    ['  /menus ', 'fr', '/fr/menus'],
  ] as const)('%j in %s -> %j', (href, locale, expected) => {
    expect(localizeHref(href, locale)).toBe(expected);
  });

  it('defaults to es', () => {
    expect(localizeHref('/menus')).toBe('/es/menus');
    expect(localizeHref('/')).toBe('/es');
  });

  it.each(['/es', '/en', '/fr', '/en/menus', '/es/blog?x=1', '/fr?x=1', '/en#top', '/es/'])(
    'leaves the already prefixed %j unchanged',
    (href) => {
      expect(localizeHref(href, 'fr')).toBe(href);
    },
  );

  it.each([
    'https://example.com/menu',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    '//cdn.example.com/a.png',
    '/\\evil.example',
    '\\\\evil.example',
    'mailto:hola@example.com',
    'MAILTO:hola@example.com',
    'tel:+14165550100',
    'sms:+14165550100',
    'whatsapp://send?phone=1',
    'data:text/plain,hi',
    'geo:43.6,-79.3',
  ])('leaves external or scheme link %j unchanged', (href) => {
    expect(localizeHref(href, 'en')).toBe(href);
  });

  it.each(['#pdf', '#', '?tab=food', '?a=1#b', './menus', '../menus', '.', '..'])(
    'keeps relative %j relative',
    (href) => {
      expect(localizeHref(href, 'fr')).toBe(href);
    },
  );
});

describe('switchLocaleHref', () => {
  it.each([
    ['/fr/menus', '', '', 'en', '/en/menus'],
    ['/fr/menus', '?tab=food', '#pdf', 'es', '/es/menus?tab=food#pdf'],
    ['/es/blog/evento-1', 'a=1', 'top', 'fr', '/fr/blog/evento-1?a=1#top'],
    ['/es', '', '', 'en', '/en'],
    ['/es/', '', '', 'fr', '/fr'],
    ['/en', '?x=1', '', 'en', '/en?x=1'],
    ['/', '', '', 'fr', '/fr'],
    ['', '', '', 'en', '/en'],
    ['/menus', '', '', 'fr', '/fr/menus'],
    ['menus', '', '', 'fr', '/fr/menus'],
    ['/español/x', '', '', 'en', '/en/español/x'],
    ['/fr/menus/', '', '', 'es', '/es/menus/'],
    ['/en/es/x', '', '', 'fr', '/fr/es/x'],
    ['/es/menus', '?', '#', 'en', '/en/menus'],
  ] as const)('%j %j %j -> %s = %j', (pathname, search, hash, target, expected) => {
    expect(switchLocaleHref(pathname, search, hash, target)).toBe(expected);
  });
});

describe('localeFromPath', () => {
  it.each([
    ['/es', 'es'],
    ['/en/menus', 'en'],
    ['/fr?x', 'fr'],
    ['/fr#x', 'fr'],
    ['/frx', null],
    ['/', null],
    ['', null],
    ['es/menus', null],
    ['/de/menus', null],
  ] as const)('%j -> %j', (pathname, expected) => {
    expect(localeFromPath(pathname)).toBe(expected);
  });
});
