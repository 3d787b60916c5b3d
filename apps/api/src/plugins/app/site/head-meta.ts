import type { HeadMeta } from '@bar/domain/site/served-blocks';
import { DEFAULT_LOCALE, type Locale, LOCALES } from '@bar/domain/locale';
import { effectiveMeta } from '@bar/domain/metadata/page-meta';
import { NOINDEX_PAGES } from '@bar/domain/site/pages';
import type { MetaFields } from '@bar/domain/metadata/metadata-import';
import type { SiteMetadata } from '../../../repositories/site-metadata.js';
import { localizedPath, type SiteRoute } from './page-routes.js';

/** What the prerendered file already says (the bundled catalogue's texts). */
export interface PrerenderedHead {
  title: string;
  description: string;
  /** Set by the page's own meta() (login, 404): the build decided the page is not indexed. */
  robots: string | null;
}

export type { HeadMeta } from '@bar/domain/site/served-blocks';

const OG_LOCALES = { es: 'es_MX', en: 'en_CA', fr: 'fr_CA' } as const;
const MANAGED = new Set(['title', 'description', 'robots', 'canonical']);

const absolute = (url: string | undefined, origin: string): string | undefined => {
  const text = url?.trim();
  if (!text) return undefined;
  if (/^https?:\/\//i.test(text)) return text;
  return text.startsWith('/') && !text.startsWith('//') ? `${origin}${text}` : undefined;
};

/** The stored layers of a page in a locale, widest first: global ← site ← page. */
export function storedFields(store: SiteMetadata | null, route: SiteRoute): MetaFields[] {
  if (!store) return [];
  const page = route.routeKey ? store.pages[route.routeKey]?.[route.locale] : undefined;
  return [store.global[route.locale] ?? {}, store.site[route.locale] ?? {}, page ?? {}];
}

export function pageHead(
  store: SiteMetadata | null,
  route: SiteRoute,
  prerendered: PrerenderedHead,
  origin: string,
  /** The picture the page shares when its metadata names none (the tenant's, an event's). */
  fallbackImage?: { url: string; alt: string },
): HeadMeta {
  const layers = storedFields(store, route);
  const fields = effectiveMeta(...layers);
  const title = fields.title ?? prerendered.title;
  const description = fields.description ?? prerendered.description;
  const noindexByBuild =
    route.notFound ||
    (route.page !== null && NOINDEX_PAGES.includes(route.page)) ||
    /noindex/i.test(prerendered.robots ?? '');
  const robots = noindexByBuild
    ? (prerendered.robots ?? 'noindex')
    : (fields.robots ?? 'index, follow');
  const head: HeadMeta = { title, description, robots, meta: {} };
  if (!route.notFound) {
    // Only the page's own scope may name a canonical URL: a site-wide one would fold every page
    // into one in search results.
    head.canonical =
      absolute(layers[2]?.canonical, origin) ??
      `${origin}${localizedPath(route.locale, route.path)}`;
    const url = (locale: Locale) => `${origin}${localizedPath(locale, route.path)}`;
    head.alternates = Object.fromEntries(LOCALES.map((locale) => [locale, url(locale)]));
    head.alternates['x-default'] = url(DEFAULT_LOCALE);
  }
  const stored = absolute(fields['og:image'], origin);
  const image = stored ?? absolute(fallbackImage?.url, origin);
  const imageAlt = fields['og:image:alt'] ?? (stored ? title : (fallbackImage?.alt ?? title));
  const siteName = fields['og:site_name'] ?? prerendered.title.split(' | ').slice(1).join(' | ');
  const og: Record<string, string | undefined> = {
    'og:title': fields['og:title'] ?? title,
    'og:description': fields['og:description'] ?? description,
    'og:url': head.canonical,
    'og:image': image,
    'og:image:alt': image ? imageAlt : undefined,
    'og:type': fields['og:type'] ?? 'website',
    'og:locale': fields['og:locale'] ?? OG_LOCALES[route.locale],
    'og:site_name': siteName || undefined,
    'twitter:card': fields['twitter:card'] ?? (image ? 'summary_large_image' : 'summary'),
    'twitter:title': fields['twitter:title'] ?? fields['og:title'] ?? title,
    'twitter:description': fields['twitter:description'] ?? fields['og:description'] ?? description,
    'twitter:image': absolute(fields['twitter:image'], origin) ?? image,
  };
  for (const [name, value] of Object.entries(og)) if (value) head.meta[name] = value;
  // Custom fields (`article:published_time`, `keywords`…) follow the standard ones.
  for (const [name, value] of Object.entries(fields)) {
    if (!(name in og) && !MANAGED.has(name)) head.meta[name] = value;
  }
  return head;
}
