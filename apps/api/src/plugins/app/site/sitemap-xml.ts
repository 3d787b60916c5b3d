import { DEFAULT_LOCALE, LOCALES } from '@bar/domain/locale';
import { effectiveMeta } from '@bar/domain/metadata/page-meta';
import { escapeHtml } from '../../../lib/http/html-escape.js';
import type { SiteMetadata } from '../../../repositories/site-metadata.js';
import { storedFields } from './head-meta.js';
import { isListedPage, localizedPath, siteRoute } from './page-routes.js';

const isNoindex = (robots: string | undefined) => /\bnoindex\b|\bnone\b/i.test(robots ?? '');

/**
 * The sitemap of a tenant: every listed page of the build (the public group's pages, see
 * page-routes) in each locale it is indexable in, each with its language alternates
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 * A locale whose effective robots (global ← site ← page) says noindex is left out.
 */
export function sitemapXml(
  routes: Iterable<string>,
  store: SiteMetadata | null,
  origin: string,
  /** Paths of the pages the tenant's feature flags switch off (`/reservas`). */
  switchedOff: ReadonlySet<string> = new Set(),
): string {
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) {
    const page = siteRoute(route);
    if (!page || !isListedPage(page) || switchedOff.has(page.path)) continue;
    if (isNoindex(effectiveMeta(...storedFields(store, page)).robots)) continue;
    const locales = byPath.get(page.path) ?? new Set<string>();
    byPath.set(page.path, locales.add(page.locale));
  }
  const paths = [...byPath.keys()].sort((a, b) =>
    a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b),
  );
  const urls = paths.flatMap((path) => {
    const locales = LOCALES.filter((locale) => byPath.get(path)?.has(locale));
    const href = (locale: (typeof locales)[number]) =>
      escapeHtml(`${origin}${localizedPath(locale, path)}`);
    const links = locales.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${href(locale)}"/>`,
    );
    if (locales.includes(DEFAULT_LOCALE))
      links.push(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
      );
    return locales.map((locale) => `<url><loc>${href(locale)}</loc>${links.join('')}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Everything may be crawled but the API and the back office; the sitemap is named. */
export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');

/** The back office's hosts are not for search engines at all. */
export const ADMIN_ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
