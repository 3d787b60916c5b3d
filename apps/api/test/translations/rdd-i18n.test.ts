import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ SEED_DEMO: 'true' });
});
afterAll(() => app.close());

const rdd = (path: string, port = 3000) =>
  app.inject({ url: `/api/out/rdd/i18n/${path}`, headers: hostOf(port) });

describe('GET /api/out/rdd/i18n/:lang', () => {
  it('answers the seeded tenant’s flat dictionary: every key dotted, every value a string, no-store', async () => {
    const res = await rdd('fr?tenant=default');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { dict } = res.json<{ dict: Record<string, unknown> }>();
    expect(Object.keys(dict).length).toBeGreaterThan(0);
    for (const [key, value] of Object.entries(dict)) {
      expect(key).toMatch(/^[^.]+(\.[^.]+)+$/);
      expect(typeof value).toBe('string');
    }
    expect(dict).toMatchObject({
      'common.brand': 'La Cantina del Norte',
      'home.title': 'Bienvenue chez La Cantina del Norte',
    });
    expect(dict['home.intro']).toBe('Cuisine mexicaine, musique live et karaoké chaque semaine.');
  });

  it('follows the routing rule for the language: en* → en, fr* → fr, else es', async () => {
    const title = async (lang: string) =>
      (await rdd(`${lang}?tenant=default`)).json<{ dict: Record<string, string> }>().dict[
        'home.title'
      ];
    expect(await title('en-US')).toBe('Welcome to La Cantina del Norte');
    expect(await title('EN')).toBe('Welcome to La Cantina del Norte');
    expect(await title('fr-CA')).toBe('Bienvenue chez La Cantina del Norte');
    expect(await title('de')).toBe('Bienvenidos a La Cantina del Norte');
    expect(await title('es-MX')).toBe('Bienvenidos a La Cantina del Norte');
  });

  it('uses the host’s tenant without ?tenant=, and ?tenant= over the host', async () => {
    const byHost = await rdd('es', 3002);
    expect(byHost.json()).toMatchObject({ dict: { 'common.brand': 'El Mariachi Bar & Grill' } });
    const explicit = await rdd('es?tenant=default', 3002);
    expect(explicit.json()).toMatchObject({ dict: { 'common.brand': 'La Cantina del Norte' } });
  });

  it('answers an empty dictionary for an unknown tenant or one the store cannot name', async () => {
    for (const tenant of ['nobody', '-dash-first', 'x'.repeat(64)]) {
      const res = await rdd(`es?tenant=${tenant}`);
      expect(res.statusCode, tenant).toBe(200);
      expect(res.json(), tenant).toEqual({ dict: {} });
    }
  });

  it('reads site over global and flattens nested documents, stringifying values', async () => {
    const docs = app.documents.forTenant('t-rdd');
    await docs.set('i18n_global/en', {
      home: { title: 'G', cta: 'Go' },
      count: { n: 3 },
      flag: { on: true },
    });
    await docs.set('i18n_site/en', { 'home.title': 'S' });
    await docs.set('i18n_pages/home_en', { 'home.title': 'page texts stay out' });
    const res = await rdd('en?tenant=t-rdd');
    expect(res.json()).toEqual({
      dict: { 'home.title': 'S', 'home.cta': 'Go', 'count.n': '3', 'flag.on': 'true' },
    });
  });

  it.each([
    'es?tenant=Bad',
    'es?tenant=a.b',
    `es?tenant=${'x'.repeat(65)}`,
    'es?tenant=',
    'e%20s',
    `${'e'.repeat(36)}`,
  ])('answers 400 to %j with a translated message', async (path) => {
    const res = await app.inject({
      url: `/api/out/rdd/i18n/${path}`,
      headers: { ...hostOf(3000), 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'The data sent is not valid.' },
    });
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/out/rdd/i18n/{lang}',
        '/api/admin/i18n/{scope}',
        '/api/admin/i18n/{scope}/delete',
        '/api/admin/i18n/move',
        '/api/admin/i18n/order/{key}',
        '/api/admin/meta/{scope}',
        '/api/admin/meta/{scope}/delete',
        '/api/admin/meta/order/{key}',
      ]),
    );
  });
});
