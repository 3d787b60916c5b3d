import { HeadBlockSchema, type HeadBlock } from '@bar/domain/site/served-blocks';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTEXT_SCRIPT, THEME_SCRIPT } from './site-fixture.js';
import { bearer } from '../auth/auth-test-app.js';
import { buildSiteTestApp, headOf, jsonBlock, type SiteTestApp } from './site-test-app.js';

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
beforeEach(() => t.app.siteCache.clear());

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1];

describe('head of served pages', () => {
  it("names the tenant's own brand where the build's texts name the neutral one", async () => {
    await t.documents
      .forTenant('restaurant')
      .set('branding/default', { company: { brandName: 'El Mariachi' } });
    t.app.siteCache.clear();
    const html = (await t.page('/fr/menus', 3002)).body;
    expect(titleOf(html)).toBe('Our menu | El Mariachi');
    expect(metaContent(html, 'og:site_name')).toBe('El Mariachi');
    expect(html).not.toContain('Cantina');
    // A tenant with no brand name keeps the neutral one.
    expect(titleOf((await t.page('/fr/menus')).body)).toBe('Our menu | Bar &amp; Grill');
    await t.documents.forTenant('restaurant').delete('branding/default');
  });

  it('shows the page metadata stored through the API on the next fetch', async () => {
    expect(titleOf((await t.page('/en/menus')).body)).toBe('Our menu | Bar &amp; Grill');
    await t.saveMetadata(
      'page',
      { title: { en: 'Tacos & tequila menu' }, description: { en: 'Eat.' } },
      'menu',
    );
    // A staff write drops this instance's copy of the tenant's data: no wait for the TTL.
    const html = (await t.page('/en/menus')).body;
    expect(titleOf(html)).toBe('Tacos &amp; tequila menu');
    expect(metaContent(html, 'description')).toBe('Eat.');
    expect(metaContent(html, 'og:title')).toBe('Tacos &amp; tequila menu');
    expect(metaContent(html, 'twitter:description')).toBe('Eat.');
    // Other locales keep their bundled texts; the title appears once.
    expect(titleOf((await t.page('/es/menus')).body)).toBe('Our menu | Bar &amp; Grill');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('sees a change written elsewhere (another instance) after at most 30 s (the TTL, well inside a minute)', async () => {
    expect(t.app.siteCache.ttlMs).toBeLessThanOrEqual(30_000);
    const clock = t.app.siteCache.clock;
    const realNow = () => Date.now();
    try {
      let now = Date.now();
      clock.now = () => now;
      await t.saveMetadata('page', { title: { fr: 'Carte v1' } }, 'menu');
      expect(titleOf((await t.page('/fr/menus')).body)).toBe('Carte v1');
      // Another instance's save reaches the shared store, not this instance's cache.
      await t.documents
        .forTenant('default')
        .set('meta_pages/menu_fr', { title: 'Carte v2' }, { merge: true });
      now += 29_000;
      expect(titleOf((await t.page('/fr/menus')).body)).toBe('Carte v1');
      now += 1_001;
      expect(titleOf((await t.page('/fr/menus')).body)).toBe('Carte v2');
    } finally {
      clock.now = realNow;
    }
  });

  it('keeps tenants apart: the restaurant (port 3002) does not see the default tenant’s metadata', async () => {
    await t.saveMetadata('page', { title: { es: 'Solo default' } }, 'home');
    await t.saveMetadata('page', { title: { es: 'Solo restaurante' } }, 'home', 3002);
    expect(titleOf((await t.page('/es')).body)).toBe('Solo default');
    expect(titleOf((await t.page('/es', 3002)).body)).toBe('Solo restaurante');
  });

  it('layers global ← site ← page, and other routes use site and global', async () => {
    await t.saveMetadata('global', {
      'og:type': { en: 'restaurant' },
      'og:image': { en: '/img/global.webp' },
    });
    await t.saveMetadata('site', {
      'og:image': { en: 'https://cdn.example/site.webp' },
      keywords: { en: 'tacos' },
    });
    await t.saveMetadata(
      'page',
      { 'og:image': { en: 'https://cdn.example/contact.webp' } },
      'contacto',
    );
    const gallery = (await t.page('/en/galeria')).body;
    expect(metaContent(gallery, 'og:type')).toBe('restaurant');
    expect(metaContent(gallery, 'og:image')).toBe('https://cdn.example/site.webp');
    expect(metaContent(gallery, 'twitter:image')).toBe('https://cdn.example/site.webp');
    expect(metaContent(gallery, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(gallery, 'keywords')).toBe('tacos');
    expect(titleOf(gallery)).toBe('galeria | Bar &amp; Grill');
    const reservations = (await t.page('/en/reservas')).body;
    expect(metaContent(reservations, 'og:image')).toBe('https://cdn.example/contact.webp');
  });

  it('writes canonical, og:url and hreflang alternates (x-default → es) from the public host and protocol', async () => {
    const res = await t.page('/fr/menus', 3000, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'bar.example',
    });
    const head = headOf(res.body);
    expect(head).toContain('<link rel="canonical" href="https://bar.example/fr/menus"/>');
    expect(metaContent(head, 'og:url')).toBe('https://bar.example/fr/menus');
    for (const [lang, href] of [
      ['es', '/es/menus'],
      ['en', '/en/menus'],
      ['fr', '/fr/menus'],
      ['x-default', '/es/menus'],
    ])
      expect(head).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://bar.example${href}"/>`,
      );
    expect(metaContent(head, 'og:locale')).toBe('fr_CA');
    expect(metaContent(head, 'og:site_name')).toBe('Bar &amp; Grill');
    const home = headOf((await t.page('/en')).body);
    expect(home).toContain('<link rel="canonical" href="http://localhost:3000/en"/>');
    expect(home).toContain(
      '<link rel="alternate" hreflang="x-default" href="http://localhost:3000/es"/>',
    );
  });

  it('escapes stored texts in attributes, text and the JSON block', async () => {
    const evil = `"><script>alert(1)</script><!-- '&`;
    await t.saveMetadata('page', { title: { en: evil }, description: { en: evil } }, 'blog');
    const html = (await t.page('/en/blog')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(titleOf(html)).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &#x27;&amp;',
    );
    expect(metaContent(html, 'description')).toBe(
      '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &#x27;&amp;',
    );
    const raw = /id="bar-head">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(raw).toContain('<\\/script');
    expect(raw).not.toContain('<!--');
    expect(jsonBlock<HeadBlock>(html, 'bar-head')?.pages['/blog']?.title).toBe(evil);
  });

  it('marks 404 pages noindex (no canonical), keeps the build’s noindex, and honours a stored noindex', async () => {
    const missing = await t.page('/en/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(metaContent(missing.body, 'robots')).toBe('noindex');
    expect(missing.body).not.toContain('rel="canonical"');
    expect(metaContent((await t.page('/es/login')).body, 'robots')).toBe('noindex');
    // The kiosk survey is never indexed, even when the tenant's metadata says so.
    await t.saveMetadata('page', { robots: { fr: 'index, follow' } }, 'kiosk-encuesta');
    t.app.siteCache.clear();
    expect(metaContent((await t.page('/fr/encuesta')).body, 'robots')).toBe('noindex');
    expect(metaContent((await t.page('/es/galeria')).body, 'robots')).toBe('index, follow');
    await t.saveMetadata('page', { robots: { es: 'noindex, nofollow' } }, 'galeria');
    t.app.siteCache.clear();
    const html = (await t.page('/es/galeria')).body;
    expect(metaContent(html, 'robots')).toBe('noindex, nofollow');
    expect(html.match(/name="robots"/g)).toHaveLength(1);
  });

  it('hands the client the head it wrote (bar-head), as JSON the CSP need not allow', async () => {
    await t.saveMetadata('page', { title: { es: 'Carta' } }, 'menu');
    const res = await t.page('/es/menus');
    const block = jsonBlock<HeadBlock>(res.body, 'bar-head');
    // The shape the web reads is the shared schema's.
    expect(HeadBlockSchema.safeParse(block).success).toBe(true);
    expect(block?.locale).toBe('es');
    expect(block?.pages['/menus']).toMatchObject({
      title: 'Carta',
      description: 'Bundled menus text & more.',
      robots: 'index, follow',
      canonical: 'http://localhost:3000/es/menus',
      meta: { 'og:title': 'Carta' },
    });
    // The blocks go last in the head (the tenant's theme first), after what React hydrates there.
    expect(headOf(res.body)).toMatch(
      /<link rel="stylesheet"[^>]*><style id="bar-theme">[^<]*<\/style><script type="application\/json" id="bar-head">/,
    );
  });

  it('stamps bar-head with the change GET /api/bss-effective answers, so a session copy of an older one is read again', async () => {
    const stamp = async () => {
      const page = jsonBlock<HeadBlock>((await t.page('/en/menus')).body, 'bar-head');
      const bss = (await t.page('/api/bss-effective?locale=en')).json<{ updatedAt: string }>();
      expect(page?.siteUpdatedAt).toBe(bss.updatedAt);
      return bss.updatedAt;
    };
    const before = await stamp();
    // A new logo keeps the brand name: only the stamp tells the browser its copy is old.
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/branding',
      headers: { host: 'localhost:3000', ...bearer(t.callers.owner) },
      payload: { company: { Logo: '/api/media/logo-nuevo.png' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await stamp();
    expect(after > before).toBe(true);
    await t.documents.forTenant('default').delete('branding/default');
  });

  it('puts the page policy first in its head, allowing its inline scripts by hash and no other', async () => {
    const res = await t.page('/es/menus');
    // Right after the charset, before anything it governs.
    const meta =
      /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(
        headOf(res.body),
      );
    const csp = meta?.[1] ?? '';
    const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(csp).toContain(hash(THEME_SCRIPT));
    expect(csp).toContain(hash(CONTEXT_SCRIPT));
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    // The checkout's payment providers may load (PayPal, Stripe), but no inline script.
    const directive = (name: string) =>
      csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('script-src')).toContain('https://*.paypal.com');
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://*.paypal.com');
    expect(directive('script-src')).not.toContain("'unsafe-inline'");
    // What a <meta> policy may not say (browsers ignore it there) is the header's.
    expect(directive('frame-ancestors')).toBe('');
    expect(res.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    // The headers a browser still reads on a page stay; those only old ones read do not.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    for (const name of [
      'x-xss-protection',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-frame-options',
      'x-dns-prefetch-control',
      'cross-origin-resource-policy',
    ])
      expect(res.headers[name], name).toBeUndefined();
    // The same for the 404 page, which is a page too.
    const missing = await t.page('/es/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(headOf(missing.body)).toMatch(
      /^<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="default-src 'self';/,
    );
    expect(missing.headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });
});
