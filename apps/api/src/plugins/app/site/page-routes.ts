import { isLocale, type Locale } from '@bar/domain/locale';

/**
 * The page scope a URL segment reads its metadata from. The page-metadata table's keys
 * (admin-area §3: home, menu, blog, contacto) cover the home page, the menus, the blog and the
 * reservation form (the site's contact point); a few more follow the translation editor's route
 * keys; any other page reads the page scope named after its segment (`galeria`, `checkout`), so
 * the editor's free route key reaches it too. Every page reads global ← site under that.
 */
const ROUTE_KEYS: Record<string, string> = {
  '': 'home',
  menus: 'menu',
  blog: 'blog',
  reservas: 'contacto',
  sobrenosotros: 'aboutus',
  encuesta: 'kiosk-encuesta',
};

/** Segments kept out of the sitemap: not content (sign-in, offline page, kiosk survey, 404). */
const NOT_LISTED = new Set(['404', 'login', 'offline', 'encuesta']);

export const NOT_FOUND_SEGMENT = '404';

export interface SiteRoute {
  locale: Locale;
  /** The path after the locale: `/` (home), `/menus`; the key of the page in the bar-head block. */
  path: string;
  /** The page scope of the metadata store; null for the 404 page. */
  routeKey: string | null;
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
    routeKey: notFound ? null : (ROUTE_KEYS[segment] ?? segment),
    notFound,
    home: segment === '',
  };
}

/** `/menus` in another language: `/fr/menus`; the home page is `/fr`. */
export const localizedPath = (locale: Locale, path: string): string =>
  path === '/' ? `/${locale}` : `/${locale}${path}`;

/** Whether a page belongs in the sitemap (before any noindex). */
export const isListedPage = (route: SiteRoute): boolean => !NOT_LISTED.has(route.path.slice(1));
