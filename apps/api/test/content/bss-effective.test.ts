import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp, hostOf } from '../helper.js';

type Bss = {
  ok: true;
  branding: {
    company: { brandName: string; tagline: string; terms: string; privacy: string };
    socials: { name: string }[];
    schedule: unknown[];
  };
  settings: { faculties: Record<string, boolean>; pwa: { startUrl: string } };
  styles: { $version: number; themes: string[]; components: Record<string, unknown> };
  updatedAt: string;
};

// Seeded after boot rather than with SEED_DEMO: rendering the demo pictures can outlast Fastify's
// plugin timeout when the whole suite runs in parallel on two cores.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await seedDemo(app.documents, app.blobs);
});
afterAll(() => app.close());

const get = (url: string, port = 3002, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { ...hostOf(port), ...headers } });

describe('GET /api/bss-effective', () => {
  it('answers the seeded tenant with an ETag, and a repeat with If-None-Match gets 304', async () => {
    const res = await get('/api/bss-effective?locale=en');
    expect(res.statusCode).toBe(200);
    const body = res.json<Bss>();
    expect(Object.keys(body).sort()).toEqual(['branding', 'ok', 'settings', 'styles', 'updatedAt']);
    expect(body.ok).toBe(true);
    expect(body.branding.company.brandName).toBe('El Mariachi Bar & Grill');
    expect(body.branding.socials.map((s) => s.name)).toEqual(['instagram', 'facebook', 'tiktok']);
    expect(body.settings.faculties).toMatchObject({ adminPanel: false, website: true });
    expect(body.settings.pwa.startUrl).toBe('/es');
    expect(body.styles).toMatchObject({ $version: 1, themes: ['light', 'dark'] });
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

    const again = await get('/api/bss-effective?locale=en', 3002, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    for (const header of [`W/${etag}`, `"nope", ${etag}`, '*']) {
      expect(
        (await get('/api/bss-effective?locale=en', 3002, { 'if-none-match': header })).statusCode,
        header,
      ).toBe(304);
    }
    expect(
      (await get('/api/bss-effective?locale=en', 3002, { 'if-none-match': '"other"' })).statusCode,
    ).toBe(200);
  });

  it('sends the same document compressed as the client accepts, each encoding with its own ETag', async () => {
    const plain = await get('/api/bss-effective?locale=fr');
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Both keys of a shared cache: CORS's Origin stays beside Accept-Encoding.
    expect(String(plain.headers.vary)).toMatch(/Origin/);
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/);
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const) {
      const res = await get('/api/bss-effective?locale=fr', 3002, { 'accept-encoding': accept });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/Accept-Encoding/);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(inflate(res.rawPayload).toString('utf8'))).toEqual(plain.json());
      const etag = res.headers.etag as string;
      expect(etag).toBe((plain.headers.etag as string).replace(/"$/, `-${encoding}"`));
      const again = await get('/api/bss-effective?locale=fr', 3002, {
        'accept-encoding': accept,
        'if-none-match': etag,
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('normalises the locale with the routing rule, es by default', async () => {
    const tags = async (query: string) => (await get(`/api/bss-effective${query}`)).headers.etag;
    await app.documents
      .forTenant('restaurant')
      .set('branding_global/en', { company: { tagline: 'Flavours of Mexico' } });
    await app.documents
      .forTenant('restaurant')
      .set('branding_global/fr', { company: { tagline: 'Saveurs du Mexique' } });
    // Written straight to the store, as another instance would: forget this one's cached reads.
    app.publicReads.forget('restaurant');
    expect(await tags('?locale=en-US')).toBe(await tags('?locale=en'));
    expect(await tags('?locale=fr_CA')).toBe(await tags('?locale=fr'));
    expect(await tags('')).toBe(await tags('?locale=es'));
    expect(await tags('?locale=de')).toBe(await tags('?locale=es'));
    expect(await tags('?locale=en')).not.toBe(await tags('?locale=es'));
    const tagline = async (locale: string) =>
      (await get(`/api/bss-effective?locale=${locale}`)).json<Bss>().branding.company.tagline;
    expect(await tagline('en')).toBe('Flavours of Mexico');
    expect(await tagline('fr')).toBe('Saveurs du Mexique');
    expect(await tagline('es')).toBe('Sabores de México y Centroamérica');
  });

  it('refuses text that is not a language tag, in the caller’s language', async () => {
    for (const [header, text] of [
      ['es', 'Los datos enviados no son válidos.'],
      ['en', 'The data sent is not valid.'],
      ['fr', 'Les données envoyées ne sont pas valides.'],
    ] as const) {
      const res = await get('/api/bss-effective?locale=%3Cscript%3E', 3002, { 'x-locale': header });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: text } });
    }
    expect((await get(`/api/bss-effective?locale=${'e'.repeat(36)}`)).statusCode).toBe(400);
  });

  it('serves each tenant its own documents', async () => {
    const main = (await get('/api/bss-effective?locale=es', 3000)).json<Bss>();
    const restaurant = (await get('/api/bss-effective?locale=es', 3002)).json<Bss>();
    expect(main.branding.company.brandName).toBe('La Cantina del Norte');
    expect(restaurant.branding.company.brandName).toBe('El Mariachi Bar & Grill');
  });

  it("serves the seeded terms and privacy notice in the visitor's language, per tenant", async () => {
    const company = async (locale: string, port = 3000) =>
      (await get(`/api/bss-effective?locale=${locale}`, port)).json<Bss>().branding.company;
    expect((await company('es')).terms).toMatch(/^Al enviar una opinión .* La Cantina del Norte/);
    expect((await company('en-CA')).terms).toMatch(/^By sending a review .* La Cantina del Norte/);
    expect((await company('fr')).privacy).toMatch(/hola@lacantinadelnorte\.example\.$/);
    expect((await company('es', 3002)).terms).toMatch(/que El Mariachi Bar & Grill la publique/);
  });

  it('shows a stored change once forgotten, with a new ETag and updatedAt; styles come from the seed until stored', async () => {
    const before = await get('/api/bss-effective?locale=es', 3000);
    expect(before.json<Bss>().styles.components.button).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await app.documents.forTenant('default').set('styles/default', {
      $version: 1,
      themes: ['light'],
      components: { button: { light: { rest: { fontSize: 99 } } } },
      updatedAt: new Date().toISOString(),
    });
    // A write through the API forgets the tenant's cached reads; this one went to the store.
    app.publicReads.forget('default');
    const after = await get('/api/bss-effective?locale=es', 3000, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = after.json<Bss>();
    expect(body.styles.themes).toEqual(['light']);
    expect(body.styles.components).toEqual({ button: { light: { rest: { fontSize: 64 } } } });
    expect(body.updatedAt > before.json<Bss>().updatedAt).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('GET /api/out/rdd', () => {
  it('answers { branding } for a language, never cached', async () => {
    const res = await get('/api/out/rdd/branding/fr');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { branding } = res.json<{ branding: Bss['branding'] }>();
    expect(branding.company).toMatchObject({
      brandName: 'El Mariachi Bar & Grill',
      tagline: 'Saveurs du Mexique',
    });
    expect(branding.schedule).toHaveLength(7);
    expect((await get('/api/out/rdd/branding/fr-CA')).json()).toEqual(res.json());
    expect(
      (await get('/api/out/rdd/branding/de', 3000)).json<{ branding: Bss['branding'] }>().branding
        .company.brandName,
    ).toBe('La Cantina del Norte');
  });

  it('refuses a :lang that is not a language tag', async () => {
    const res = await get('/api/out/rdd/branding/fr!', 3002, { 'accept-language': 'fr-CA' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { message: 'Les données envoyées ne sont pas valides.' },
    });
  });

  it('answers { settings }, never cached', async () => {
    const res = await get('/api/out/rdd/settings', 3000);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { settings } = res.json<{ settings: Bss['settings'] & { durationMs: number } }>();
    expect(settings.faculties.adminPanel).toBe(false);
    expect(settings.durationMs).toBe(5000);
  });

  it('lists the routes in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json<{ paths: Record<string, object> }>();
    for (const path of [
      '/api/bss-effective',
      '/api/out/rdd/branding/{lang}',
      '/api/out/rdd/settings',
      '/api/admin/branding',
      '/api/admin/settings',
      '/api/admin/styles',
    ]) {
      expect(Object.keys(doc.paths), path).toContain(path);
    }
  });
});
