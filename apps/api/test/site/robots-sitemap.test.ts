import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteTestApp, type SiteTestApp } from './site-test-app.js';

let t: SiteTestApp;
beforeAll(async () => {
  // Behind one trusted proxy (Firebase Hosting), which sends X-Forwarded-Host and -Proto.
  t = await buildSiteTestApp({
    TRUST_PROXY: '1',
    TENANT_HOSTS:
      'localhost:3000=default,localhost:3001=default,localhost:3002=restaurant,cantina.example=restaurant,bar.example=default',
  });
});
afterAll(() => t.app.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt allows the site, keeps crawlers off /api/ and /admin, and names the sitemap', async () => {
    const res = await t.page('/robots.txt', 3002, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'cantina.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      'User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: https://cantina.example/sitemap.xml\n',
    );
  });

  it('admin hosts disallow everything and have no sitemap', async () => {
    expect((await t.page('/robots.txt', 3001)).body).toBe('User-agent: *\nDisallow: /\n');
    expect((await t.page('/sitemap.xml', 3001)).statusCode).toBe(404);
  });

  it('lists every public page in es, en and fr with hreflang alternates, not 404/login/kiosk/confirmations/checkout', async () => {
    const res = await t.page('/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const paths = ['', '/blog', '/galeria', '/menus', '/reservas', '/sobrenosotros'];
    expect(locs).toEqual(
      paths.flatMap((path) => ['es', 'en', 'fr'].map((l) => `http://localhost:3000/${l}${path}`)),
    );
    expect(res.body).toContain(
      '<url><loc>http://localhost:3000/en/menus</loc><xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es/menus"/><xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/en/menus"/><xhtml:link rel="alternate" hreflang="fr" href="http://localhost:3000/fr/menus"/><xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/es/menus"/></url>',
    );
    for (const left of ['/encuesta', '/suscritos', '/desuscritos', '/checkout', '/login', '/404'])
      expect(res.body).not.toContain(left);
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
  });

  it('leaves out pages whose metadata says noindex (per locale, per tenant)', async () => {
    await t.saveMetadata(
      'page',
      { robots: { es: 'noindex, nofollow', en: 'noindex', fr: 'noindex' } },
      'blog',
      3002,
    );
    await t.saveMetadata('page', { robots: { fr: 'noindex' } }, 'galeria', 3002);
    t.app.siteCache.clear();
    const restaurant = (await t.page('/sitemap.xml', 3002)).body;
    expect(restaurant).not.toContain('/blog');
    expect(restaurant).not.toContain('<loc>http://localhost:3002/fr/galeria</loc>');
    expect(restaurant).not.toContain('hreflang="fr" href="http://localhost:3002/fr/galeria"');
    expect(restaurant).toContain('<loc>http://localhost:3002/en/galeria</loc>');
    expect((await t.page('/sitemap.xml')).body).toContain(
      '<loc>http://localhost:3000/es/blog</loc>',
    );
  });
});
