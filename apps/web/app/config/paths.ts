import { LOCALES, type Locale } from '@bar/i18n';

// Every path of the public site, defined once. Keys double as the i18n namespace of the page
// (`menus.title`, `reservations.intro`, ...); values are the URL segment after /{locale}.
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

/** Name of the route param holding the locale (first path segment). */
export const LOCALE_PARAM = 'lang';

/**
 * Segment of the prerendered 404 document: /{locale}/404 is rendered by the catch-all route
 * and the API serves that file with status 404 for unknown paths.
 */
export const NOT_FOUND_SEGMENT = '404';

export const ROOT_PATH = '/';
export const LOGOUT_COMPLETE_PATH = '/logout-complete';

/** Site-relative path of a page, without locale: give it to localizeHref. */
export function pagePath(page: PageKey): string {
  return `/${PAGE_SEGMENTS[page]}`;
}

/** Absolute path of a page in a locale: /fr/menus, /es (home). */
export function localePagePath(locale: Locale, page: PageKey): string {
  const segment = PAGE_SEGMENTS[page];
  return segment ? `/${locale}/${segment}` : `/${locale}`;
}

/** Everything the build writes as HTML. */
export function prerenderPaths(): string[] {
  const pages = Object.keys(PAGE_SEGMENTS) as PageKey[];
  return [
    ROOT_PATH,
    LOGOUT_COMPLETE_PATH,
    ...LOCALES.flatMap((locale) => [
      ...pages.map((page) => localePagePath(locale, page)),
      `/${locale}/${NOT_FOUND_SEGMENT}`,
    ]),
  ];
}
