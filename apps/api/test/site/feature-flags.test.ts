import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, type SiteTestApp } from './site-test-app.js';

let t: SiteTestApp;
beforeAll(async () => {
  t = await buildSiteTestApp();
});
afterAll(() => t.app.close());

const setFlags = async (faculties: Record<string, boolean>) => {
  const res = await t.app.inject({
    method: 'PATCH',
    url: '/api/admin/settings',
    headers: { host: 'localhost:3000', ...bearer(t.callers.staff) },
    payload: { faculties },
  });
  expect(res.statusCode, res.body).toBe(200);
};

const sitemapLocs = async (port = 3000) =>
  [...(await t.page('/sitemap.xml', port)).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => match[1],
  );

describe('feature flags gate the public pages', () => {
  it('a page whose flag is off answers the 404 page and leaves the sitemap, until it is on again', async () => {
    expect((await t.page('/es/reservas')).statusCode).toBe(200);

    await setFlags({ booking: false });
    const off = await t.page('/es/reservas');
    expect(off.statusCode).toBe(404);
    expect(off.body).not.toBe((await t.page('/es/menus')).body);
    expect(await sitemapLocs()).not.toContain('http://localhost:3000/es/reservas');
    expect(await sitemapLocs()).toContain('http://localhost:3000/es/menus');
    // The other tenant's flags are its own.
    expect((await t.page('/es/reservas', 3002)).statusCode).toBe(200);
    expect(await sitemapLocs(3002)).toContain('http://localhost:3002/es/reservas');

    await setFlags({ booking: true });
    expect((await t.page('/fr/reservas')).statusCode).toBe(200);
    expect(await sitemapLocs()).toContain('http://localhost:3000/fr/reservas');
  });

  it('the menu follows products and the checkout follows ecommerce', async () => {
    await setFlags({ products: false, ecommerce: false });
    expect((await t.page('/en/menus')).statusCode).toBe(404);
    expect((await t.page('/en/checkout')).statusCode).toBe(404);
    expect((await t.page('/en/blog')).statusCode).toBe(200);
    await setFlags({ products: true, ecommerce: true });
    expect((await t.page('/en/menus')).statusCode).toBe(200);
  });
});
