import { describe, expect, it } from 'vitest';
import {
  isKnownRouteKey,
  KNOWN_ROUTE_KEYS,
  normalizeRouteKey,
  RouteKeySchema,
} from './route-keys.js';

describe('known route keys', () => {
  it('are the spec’s seven, in order', () => {
    expect(KNOWN_ROUTE_KEYS).toEqual([
      'home',
      'aboutus',
      'menu',
      'contact',
      'kiosk-encuesta',
      'blog',
      'offline',
    ]);
  });

  it.each(KNOWN_ROUTE_KEYS)('%s is known and a valid key', (key) => {
    expect(isKnownRouteKey(key)).toBe(true);
    expect(RouteKeySchema.safeParse(key).success).toBe(true);
  });

  it.each(['Home', 'contacto', 'kiosk', '', 'home.'])('%j is not known', (key) => {
    expect(isKnownRouteKey(key)).toBe(false);
  });
});

describe('normalizeRouteKey', () => {
  it.each([
    ['/', 'home'],
    ['', 'home'],
    ['   ', 'home'],
    ['/aboutus', 'aboutus'],
    ['aboutus', 'aboutus'],
    ['/(kiosk)/encuesta', 'kiosk-encuesta'],
    ['/es/menu/', 'menu'],
    ['/fr', 'home'],
    ['/en/(kiosk)/encuesta?x=1#top', 'kiosk-encuesta'],
    ['/Blog/Post_One', 'blog-post-one'],
    ['/blog/[slug]', 'blog-slug'],
    ['/blog/:slug', 'blog-slug'],
    ['//menu//drinks', 'menu-drinks'],
    ['/café', 'caf'],
    ['/esp', 'esp'],
    ['/---', 'home'],
  ])('%j → %j', (input, key) => {
    expect(normalizeRouteKey(input)).toBe(key);
  });

  it('keeps at most 64 characters and never ends in a dash', () => {
    const key = normalizeRouteKey(`/${'a'.repeat(63)}/bbb`);
    expect(key).toBe('a'.repeat(63));
    expect(normalizeRouteKey('/' + 'ab-'.repeat(40)).length).toBeLessThanOrEqual(64);
  });

  it('always produces a valid route key', () => {
    for (const input of [
      '/',
      '/(x)/[y]/:z',
      '/ñ/ü',
      '/es/en',
      '?q',
      '#h',
      '/A B/C',
      '/' + 'x'.repeat(300),
    ]) {
      expect(RouteKeySchema.safeParse(normalizeRouteKey(input)).success, input).toBe(true);
    }
  });

  it('is idempotent', () => {
    for (const input of ['/(kiosk)/encuesta', '/Blog/Post_One', '/']) {
      const once = normalizeRouteKey(input);
      expect(normalizeRouteKey(once)).toBe(once);
    }
  });
});

describe('RouteKeySchema', () => {
  it.each(['a_b', 'A', '-a', 'a-', 'a--b', 'a.b', 'a/b', '', 'x'.repeat(65)])(
    'rejects %j',
    (key) => {
      expect(RouteKeySchema.safeParse(key).success).toBe(false);
    },
  );
});
