import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteTestApp, headOf, type SiteTestApp } from './site-test-app.js';

/** Which host gets which tenant, which back office, and which page renderings. */
let t: SiteTestApp;
const adminDist = mkdtempSync(join(tmpdir(), 'bar-admin-dist-'));
beforeAll(async () => {
  mkdirSync(join(adminDist, 'assets'));
  writeFileSync(join(adminDist, 'index.html'), '<!doctype html><title>Back office</title>');
  writeFileSync(join(adminDist, 'assets/index-abc.js'), 'console.log(1);');
  writeFileSync(join(adminDist, 'assets/index-abc.js.map'), '{"sources":["secret.tsx"]}');
  t = await buildSiteTestApp({ ADMIN_DIST: adminDist });
});
afterAll(async () => {
  await t.app.close();
  rmSync(adminDist, { recursive: true, force: true });
});

describe('hosts', () => {
  it('serves the restaurant’s back office on localhost:3003, for tenant restaurant', async () => {
    const page = await t.page('/admin', 3003);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Back office</title>');
    const health = await t.page('/api/health', 3003);
    expect(health.json()).toMatchObject({ tenant: 'restaurant' });
  });

  it('never serves the back office’s source maps', async () => {
    expect((await t.page('/assets/index-abc.js', 3001)).statusCode).toBe(200);
    const map = await t.page('/assets/index-abc.js.map', 3001);
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.tsx');
  });

  it('renders a page per tenant, not per Host value: unknown hosts get the tenant’s listed host', async () => {
    const first = await t.page('/es', 3000, { host: 'random-1.example' });
    const second = await t.page('/es', 3000, { host: 'random-2.example:8443' });
    expect(first.statusCode).toBe(200);
    expect(headOf(first.body)).toContain('<link rel="canonical" href="http://localhost:3000/es"/>');
    expect(second.body).not.toContain('random-');
    // The same rendering (same ETag), so no render or compression per Host value.
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('sends / to the language remembered in __session, the one cookie Hosting forwards', async () => {
    const res = await t.page('/', 3000, {
      cookie: 'other=1; __session=lang:fr',
      'accept-language': 'en',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/fr');
  });

  it('lets the CDN keep a page 20 s, never handed out stale; browsers ask each time', async () => {
    const res = await t.page('/es', 3000);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=20');
  });

  it("sends a page's address without its language to the guest's language version of it", async () => {
    const menus = await t.page('/menus', 3000, { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(menus.statusCode).toBe(302);
    expect(menus.headers.location).toBe('/fr/menus');
    const booking = await t.page('/reservas?date=2031-01-04', 3000, {
      cookie: '__session=lang:en',
    });
    expect(booking.headers.location).toBe('/en/reservas?date=2031-01-04');
    // No such page in any language: the 404 page, in the guest's language.
    const nowhere = await t.page('/no-such-page', 3000, { 'accept-language': 'en' });
    expect(nowhere.statusCode).toBe(404);
  });

  it('keeps the SQLite file readable by its owner only', () => {
    const file = join(t.app.config.DATA_DIR, 'data.sqlite');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
