import { isLocale, type Locale } from '@bar/domain/locale';
import {
  NOT_FOUND_SEGMENT,
  PAGE_METADATA_KEYS,
  PAGE_SEGMENTS,
  type PageKey,
  pageOfSegment,
  UNLISTED_PAGES,
} from '@bar/domain/site/pages';

/** URL segment → the metadata scope the page reads its head from. */
const ROUTE_KEYS = new Map(
  (Object.keys(PAGE_SEGMENTS) as PageKey[]).map((page) => [
    PAGE_SEGMENTS[page] as string,
    PAGE_METADATA_KEYS[page] ?? PAGE_SEGMENTS[page],
  ]),
);

/** Segments kept out of the sitemap: not content (sign-in, offline page, kiosk survey, 404). */
const NOT_LISTED = new Set<string>([
  NOT_FOUND_SEGMENT,
  ...UNLISTED_PAGES.map((page) => PAGE_SEGMENTS[page]),
]);

export interface SiteRoute {
  locale: Locale;
  /** The path after the locale: `/` (home), `/menus`; the key of the page in the bar-head block. */
  path: string;
  /** The page scope of the metadata store; null for the 404 page. */
  routeKey: string | null;
  /** The page (its key in the page table); null for the 404 page. */
  page: PageKey | null;
  notFound: boolean;
  home: boolean;
}

/** `/en/menus` → its locale, path and page scope; null for paths outside a locale. */
export function siteRoute(route: string): SiteRoute | null {
  const [, first, ...rest] = route.split('/');
  if (!isLocale(first) || rest.length > 1) return null;
  const segment = rest[0] ?? '';
  const notFound = segment === NOT_FOUND_SEGMENT;
  return {
    locale: first,
    path: `/${segment}`,
    routeKey: notFound ? null : (ROUTE_KEYS.get(segment) ?? segment),
    page: notFound ? null : (pageOfSegment(segment) ?? null),
    notFound,
    home: segment === '',
  };
}

/** `/menus` in another language: `/fr/menus`; the home page is `/fr`. */
export const localizedPath = (locale: Locale, path: string): string =>
  path === '/' ? `/${locale}` : `/${locale}${path}`;

/** Whether a page belongs in the sitemap (before any noindex). */
export const isListedPage = (route: SiteRoute): boolean => !NOT_LISTED.has(route.path.slice(1));
