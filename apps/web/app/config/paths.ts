import { LOCALES } from '@bar/i18n';
import {
  localePagePath,
  NOT_FOUND_SEGMENT,
  PAGE_SEGMENTS,
  type PageKey,
} from '@bar/domain/site/pages';

// The page table (keys, URL segments, the 404 segment) is shared with the API, which serves
// these pages: @bar/domain/site/pages. Keys double as the i18n namespace of the page
// (`menus.title`, `reservations.intro`, ...).
export { NOT_FOUND_SEGMENT, PAGE_SEGMENTS, pagePath, type PageKey } from '@bar/domain/site/pages';

/** Name of the route param holding the locale (first path segment). */
export const LOCALE_PARAM = 'lang';

export const ROOT_PATH = '/';
export const LOGOUT_COMPLETE_PATH = '/logout-complete';

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
