import { DEFAULT_LOCALE, isLocale, localeFromPath, switchLocaleHref } from '@bar/i18n';

// The API writes the page's URL tags (canonical, hreflang alternates, og:url) into the served
// HTML, outside React. After a client-side navigation they would still name the first page, and
// a browser's share sheet (Chrome on Android shares the canonical URL) would send the wrong one.

type UrlTag = { element: Element; attribute: 'href' | 'content'; value: string | null };

const SELECTORS = [
  ['link[rel="canonical"]', 'href'],
  ['link[rel="alternate"][hreflang]', 'href'],
  ['meta[property="og:url"]', 'content'],
] as const;

/** The URL tags of the document as they stand: what the API served for the first page. */
export function readUrlTags(doc: Document): UrlTag[] {
  return SELECTORS.flatMap(([selector, attribute]) =>
    Array.from(doc.head.querySelectorAll(selector), (element) => ({
      element,
      attribute,
      value: element.getAttribute(attribute),
    })),
  );
}

/** Puts the served values back (the visitor came back to the first page). */
export function restoreUrlTags(tags: UrlTag[]): void {
  for (const { element, attribute, value } of tags)
    if (value !== null) element.setAttribute(attribute, value);
}

/**
 * Points the URL tags at `pathname` (`/en/menus`): the canonical and og:url at the page itself,
 * each alternate at the same page in its language (x-default in the default one). Paths outside
 * a locale are left alone.
 */
export function pointUrlTagsAt(doc: Document, pathname: string, origin: string): void {
  const page = pathname.replace(/\/+$/, ''); // the served URLs have no trailing slash
  const current = localeFromPath(page);
  if (!current) return;
  for (const [selector, attribute] of SELECTORS) {
    for (const element of doc.head.querySelectorAll(selector)) {
      const hreflang = element.getAttribute('hreflang');
      const locale =
        hreflang === null ? current : hreflang === 'x-default' ? DEFAULT_LOCALE : hreflang;
      if (isLocale(locale))
        element.setAttribute(attribute, `${origin}${switchLocaleHref(page, '', '', locale)}`);
    }
  }
}
