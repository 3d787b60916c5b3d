import { DEFAULT_LOCALE, type Locale, LOCALES } from './locales.js';

// Spec §2: "Internal links get the current locale prepended (default es), keep the query
// string and hash, and leave external, mail and phone links unchanged."
//
// Decisions the spec leaves open, made here once:
// - A path that already starts with a locale segment (/es, /en/..., /fr?x) is returned as is.
//   The spec only ever prepends; an explicit prefix is read as a deliberate link to that
//   language (e.g. "read this in English"), and switching language is switchLocaleHref's job.
// - Any URI scheme (http:, https:, mailto:, tel:, sms:, whatsapp:, data:, ...) and
//   protocol-relative links (//host, and /\host or \\host, which browsers treat the same way)
//   are external and unchanged.
// - "#hash", "?query" and dot-relative links ("./x", "../x") stay relative: the browser
//   resolves them against the current, already prefixed, page.
// - A bare name ("menus") is a route name from the site root: it becomes /{locale}/menus.
// - An empty href and "/" mean home: /{locale}.
// - A file of the site (its last segment has an extension: /menu/menu.pdf, /icons/x.svg) or an
//   API path (/api/...) is not a page: it keeps its path, as no locale has a copy of it.

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
const PROTOCOL_RELATIVE = /^[/\\]{2}/;
const SITE_FILE = /(^\/api(\/|$))|(\/[^/]*\.[a-z\d]{1,5}$)/i;
const LOCALE_SEGMENT = new RegExp(`^/(${LOCALES.join('|')})(?=[/?#]|$)`);

function splitSuffix(href: string): [path: string, suffix: string] {
  const cut = href.search(/[?#]/);
  return cut === -1 ? [href, ''] : [href.slice(0, cut), href.slice(cut)];
}

/** The locale a pathname starts with, or null when its first segment is not a locale. */
export function localeFromPath(pathname: string): Locale | null {
  const match = LOCALE_SEGMENT.exec(pathname);
  return match ? (match[1] as Locale) : null;
}

export function localizeHref(href: string, locale: Locale = DEFAULT_LOCALE): string {
  const value = href.trim();
  if (value.startsWith('#') || value.startsWith('?')) return value;
  if (PROTOCOL_RELATIVE.test(value) || SCHEME.test(value)) return value;
  if (value === '.' || value === '..' || value.startsWith('./') || value.startsWith('../')) {
    return value;
  }
  const absolute = value.startsWith('/') ? value : `/${value}`;
  if (localeFromPath(absolute)) return absolute;
  const [path, suffix] = splitSuffix(absolute);
  if (SITE_FILE.test(path)) return absolute;
  return `/${locale}${path === '/' ? '' : path}${suffix}`;
}

/**
 * The same page under another locale prefix, for the language switcher (spec §2): keeps
 * the rest of the path, the query string and the hash. Accepts search and hash with or
 * without their leading "?" / "#", as window.location and React Router give them.
 */
export function switchLocaleHref(
  pathname: string,
  search: string,
  hash: string,
  targetLocale: Locale,
): string {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const rest = path.replace(LOCALE_SEGMENT, '');
  const tail = rest === '/' ? '' : rest;
  const query = search.replace(/^\?/, '');
  const fragment = hash.replace(/^#/, '');
  return `/${targetLocale}${tail}${query ? `?${query}` : ''}${fragment ? `#${fragment}` : ''}`;
}
