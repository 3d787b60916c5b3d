import { z } from 'zod';

/** Spec §5: the page scopes the translation editor offers. */
export const KNOWN_ROUTE_KEYS = [
  'home',
  'aboutus',
  'menu',
  'contact',
  'kiosk-encuesta',
  'blog',
  'offline',
] as const;

export type KnownRouteKey = (typeof KNOWN_ROUTE_KEYS)[number];

export const isKnownRouteKey = (value: string): value is KnownRouteKey =>
  (KNOWN_ROUTE_KEYS as readonly string[]).includes(value);

/**
 * A page key as stored (`i18n_pages/{page}_{lang}`, `meta_pages/{routeKey}_{lang}`): the output of
 * `normalizeRouteKey`, so lower-case words joined by single dashes. No `_`, which separates the
 * page from the locale in document ids.
 */
export const RouteKeySchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Lower-case letters and digits joined by single dashes.');

const LOCALE_SEGMENT = /^(es|en|fr)$/;

/**
 * A custom route typed in the editor, as a page key:
 * 1. lower-case; the query string and hash are dropped;
 * 2. split on `/`, empty segments dropped, and a leading locale segment (es, en, fr) dropped;
 * 3. route-group and parameter marks `( ) [ ] :` removed, so `(kiosk)` reads `kiosk`;
 * 4. segments joined with `-`, any other character becomes `-`, runs of `-` collapse, and
 *    leading or trailing `-` go; at most 64 characters;
 * 5. nothing left (`/`, `/es`, '') is `home`.
 * So `/` → home, `/aboutus` → aboutus, `/(kiosk)/encuesta` → kiosk-encuesta, `/es/menu/` → menu.
 */
export function normalizeRouteKey(input: string): string {
  const path = input.trim().toLowerCase().split(/[?#]/)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 0 && LOCALE_SEGMENT.test(segments[0]!)) segments.shift();
  const key = segments
    .map((segment) => segment.replace(/[()[\]:]/g, ''))
    .join('-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return key || 'home';
}
