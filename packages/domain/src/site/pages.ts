// The public site's page table, read by the web (routes, links, prerendering) and by the API
// (serving the prerendered files, the head, the sitemap). Plain constants and functions, no
// zod: the web's first-load chunk imports this module.
import type { Locale } from '../locale.js';

/**
 * Every page of the public site: its key (also the page's i18n namespace, `menus.title`) and
 * its URL segment after `/{locale}`, the same in every language.
 */
export const PAGE_SEGMENTS = {
  home: '',
  reservations: 'reservas',
  menus: 'menus',
  gallery: 'galeria',
  about: 'sobrenosotros',
  terms: 'terminos',
  blog: 'blog',
  unsubscribed: 'desuscritos',
  land: 'land',
  landingEng: 'landingeng',
  landingEsp: 'landingesp',
  landingFra: 'landingfra',
  emailMarketing: 'emailmarketing',
  pdf: 'pdf',
  subscribed: 'suscritos',
  checkout: 'checkout',
  survey: 'encuesta',
  login: 'login',
  offline: 'offline',
} as const;

export type PageKey = keyof typeof PAGE_SEGMENTS;

/**
 * Segment of the prerendered 404 document: /{locale}/404 is rendered by the web's catch-all
 * route and the API serves that file with status 404 for unknown paths.
 */
export const NOT_FOUND_SEGMENT = '404';

/**
 * The metadata scope (the back office's page key) a page reads its head from when it differs
 * from its URL segment: the metadata table's keys (home, menu, blog, contacto; the reservation
 * form is the site's contact point) and the translation editor's route keys. Any other page
 * reads the scope named after its segment (`galeria`, `checkout`).
 */
export const PAGE_METADATA_KEYS: Partial<Record<PageKey, string>> = {
  home: 'home',
  menus: 'menu',
  blog: 'blog',
  reservations: 'contacto',
  about: 'aboutus',
  survey: 'kiosk-encuesta',
};

/**
 * Pages kept out of the sitemap (besides the 404): not content (sign-in, offline, kiosk) or the
 * end of a journey (the subscription confirmations, the checkout). The reservation's cancel panel
 * is /reservas with a mail's `?cancel=` link, never a URL of its own.
 */
export const UNLISTED_PAGES: readonly PageKey[] = [
  'login',
  'offline',
  'survey',
  'subscribed',
  'unsubscribed',
  'checkout',
];

/** Pages served `noindex` whatever the tenant's metadata says: the sign-in, offline and kiosk. */
export const NOINDEX_PAGES: readonly PageKey[] = ['login', 'offline', 'survey'];

/** Site-relative path of a page, without locale (`/menus`, `/` for home): for localizeHref. */
export function pagePath(page: PageKey): string {
  return `/${PAGE_SEGMENTS[page]}`;
}

/** Absolute path of a page in a locale: /fr/menus, /es (home). */
export function localePagePath(locale: Locale, page: PageKey): string {
  const segment = PAGE_SEGMENTS[page];
  return segment ? `/${locale}/${segment}` : `/${locale}`;
}

/** The page a URL segment belongs to (`reservas` → reservations), undefined for none. */
export function pageOfSegment(segment: string): PageKey | undefined {
  return (Object.keys(PAGE_SEGMENTS) as PageKey[]).find((key) => PAGE_SEGMENTS[key] === segment);
}

/**
 * The feature flag (settings.faculties) each page needs: with the flag off the page answers 404,
 * leaves the navigation and the sitemap. Pages without an entry are always on (the unsubscribe
 * confirmation in particular: a guest must always be able to leave a list).
 */
export const PAGE_FACULTIES: Partial<Record<PageKey, string>> = {
  reservations: 'booking',
  menus: 'products',
  pdf: 'products',
  checkout: 'ecommerce',
};

/** The pages a tenant's flags switch off (a flag is on unless it is exactly `false`). */
export function pagesSwitchedOff(faculties: unknown): PageKey[] {
  const flags =
    faculties && typeof faculties === 'object' ? (faculties as Record<string, unknown>) : {};
  return (Object.keys(PAGE_FACULTIES) as PageKey[]).filter(
    (page) => flags[PAGE_FACULTIES[page]!] === false,
  );
}
