import { URLS } from '../../support/ports.js';

/** Both demo tenants' public sites. */
export const TENANT_ORIGINS = [URLS.web, URLS.restaurant];

/**
 * The public pages each tenant's sitemap lists, in each language (the web app's routes with a
 * page of their own): the HTML check compares this list with the served sitemaps.
 */
export const PUBLIC_PATHS = ['es', 'en', 'fr'].flatMap((locale) =>
  [
    '',
    '/blog',
    '/emailmarketing',
    '/galeria',
    '/land',
    '/landingeng',
    '/landingesp',
    '/landingfra',
    '/menus',
    '/pdf',
    '/reservas',
    '/sobrenosotros',
    '/terminos',
  ].map((segment) => `/${locale}${segment}`),
);

/** The paths a tenant's sitemap lists. */
export async function sitemapPaths(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}/sitemap.xml`);
  if (!res.ok) throw new Error(`${origin}/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
}
