import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

type ErrorBody = { error: { code: string; message: string } };

let app: FastifyInstance;
let documents: DocumentStore;
let callers: Callers;
let staff: Record<string, string>;
beforeAll(async () => {
  const built = await buildAuthTestApp((scope) => {
    documents = scope.documents;
  });
  app = built.app;
  callers = await createCallers(built.emulator);
  staff = bearer(callers.staff);
});
afterAll(() => app.close());

const call = (
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  headers: Record<string, string> = staff,
  port = 3000,
) =>
  app.inject({
    method,
    url: `/api/admin/meta${url}`,
    headers: { host: `localhost:${port}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('/api/admin/meta — who may call it', () => {
  it.each([
    ['GET', '/global'],
    ['PUT', '/page'],
    ['POST', '/site/delete'],
    ['GET', '/order/global'],
    ['PUT', '/order/global'],
  ] as const)('%s %s: anon 401, user 403, admin and superadmin allowed', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    expect((await call(method, url, body, {})).statusCode).toBe(401);
    expect((await call(method, url, body, bearer(callers.user))).statusCode).toBe(403);
    for (const who of ['staff', 'owner'] as const) {
      expect([401, 403], who).not.toContain(
        (await call(method, url, body, bearer(callers[who]))).statusCode,
      );
    }
  });
});

describe('/api/admin/meta — save, load, delete', () => {
  it('saves and loads a page scope keyed by routeKey (default home), never cached', async () => {
    const entries = {
      title: { es: 'Inicio', en: 'Home' },
      'og:image': { es: 'https://bar.example/a.webp' },
    };
    expect((await call('PUT', '/page', { entries })).json()).toEqual({
      ok: true,
      saved: 2,
      locales: ['es', 'en'],
    });
    const home = await call('GET', '/page?locales=es,en,fr');
    expect(home.headers['cache-control']).toBe('no-store');
    expect(home.json()).toEqual({
      scope: 'page',
      routeKey: 'home',
      locales: ['es', 'en', 'fr'],
      entries,
    });
    expect(await documents.forTenant('default').get('meta_pages/home_es')).toEqual({
      title: 'Inicio',
      'og:image': 'https://bar.example/a.webp',
    });
    await call('PUT', '/page?routeKey=contacto', { entries: { title: { fr: 'Contact' } } });
    expect((await call('GET', '/page?routeKey=contacto')).json()).toMatchObject({
      routeKey: 'contacto',
      entries: { title: { fr: 'Contact' } },
    });
    expect((await call('GET', '/global')).json()).toMatchObject({
      scope: 'global',
      routeKey: null,
    });
  });

  it('keeps tenants apart', async () => {
    await call('PUT', '/site', { entries: { robots: { es: 'noindex' } } }, staff, 3002);
    expect((await call('GET', '/site', undefined, staff, 3002)).json()).toMatchObject({
      entries: { robots: { es: 'noindex' } },
    });
    expect((await call('GET', '/site')).json<{ entries: object }>().entries).not.toHaveProperty(
      'robots',
    );
  });

  it('deletes over 400 fields in updates of 400, and writes an empty merged document for a missing locale', async () => {
    const fields = Array.from({ length: 420 }, (_, i) => `custom-${i}`);
    const entries = Object.fromEntries(fields.map((field) => [field, { es: field }]));
    await call('PUT', '/global', { entries: { ...entries, title: { es: 'queda' } } });
    const res = await call('POST', '/global/delete', { fields, locales: ['es', 'fr'] });
    expect(res.json()).toEqual({ ok: true, updates: 4, fallbacks: 1 });
    expect(await documents.forTenant('default').get('meta_global/es')).toEqual({ title: 'queda' });
    expect(await documents.forTenant('default').get('meta_global/fr')).toEqual({});
  });

  it('deletes from all three locales by default', async () => {
    await call('PUT', '/page?routeKey=blog', {
      entries: { description: { es: 'a', en: 'b', fr: 'c' }, title: { es: 'T' } },
    });
    expect(
      (await call('POST', '/page/delete?routeKey=blog', { fields: ['description'] })).json(),
    ).toMatchObject({ updates: 3, fallbacks: 0 });
    expect((await call('GET', '/page?routeKey=blog')).json()).toMatchObject({
      entries: { title: { es: 'T' } },
    });
    expect(
      (await call('GET', '/page?routeKey=blog')).json<{ entries: object }>().entries,
    ).not.toHaveProperty('description');
  });
});

describe('/api/admin/meta/order/:key', () => {
  it('saves and loads the row order', async () => {
    expect((await call('GET', '/order/global')).json()).toEqual({ key: 'global', ids: [] });
    await call('PUT', '/order/global', { ids: ['title', 'og:title'] });
    expect((await call('GET', '/order/global')).json()).toEqual({
      key: 'global',
      ids: ['title', 'og:title'],
    });
    expect(await documents.forTenant('default').get('meta_orders/global')).toMatchObject({
      ids: ['title', 'og:title'],
    });
  });
});

describe('/api/admin/meta — bad input', () => {
  it.each([
    ['GET', '/pages', undefined],
    ['GET', '/page?routeKey=Home', undefined],
    ['GET', '/site?locales=pt', undefined],
    ['PUT', '/global', { entries: { 'a.b': { es: 'x' } } }],
    ['PUT', '/global', { entries: { title: { es: 'x'.repeat(5001) } } }],
    ['PUT', '/global', { entries: [] }],
    ['POST', '/global/delete', { fields: [] }],
    ['POST', '/global/delete', { fields: ['og:title'], locales: [] }],
    ['PUT', '/order/everything', { ids: [] }],
  ] as const)('%s %s → 400 translated', async (method, url, body) => {
    const res = await call(method, url, body, { ...staff, 'x-locale': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'The data sent is not valid.',
    });
  });

  it.each([
    ['PUT', '/global?locale=de', { entries: { title: { es: 'x' } } }],
    ['PUT', '/page?routeKey=menu&locale=de', { entries: { title: { es: 'x' } } }],
    ['GET', '/global?locale=de', undefined],
    ['POST', '/global/delete?locale=de', { fields: ['title'] }],
    ['PUT', '/global', { entries: { title: { de: 'Hallo' } } }],
    ['PUT', '/global', { entries: { title: { es: 'x' } }, extra: 'x'.repeat(1000) }],
    ['PUT', '/global', { entries: null }],
    ['PUT', '/global', { entries: { title: null } }],
    ['PUT', '/global', { entries: { title: { es: null } } }],
    ['PUT', '/global', { entries: { ['f'.repeat(65)]: { es: 'x' } } }],
    ['POST', '/global/delete', { fields: ['title'], locales: ['de'] }],
    ['POST', '/global/delete', { fields: ['title'], all: true }],
    ['PUT', '/order/global', { ids: ['title'], more: [] }],
  ] as const)('strict: %s %s %j → 400, nothing written', async (method, url, body) => {
    await call('PUT', '/global', { entries: { title: { es: 'Casa', en: 'Home' } } });
    const before = (await call('GET', '/global')).json<{ entries: unknown }>().entries;
    const res = await call(method, url, body, { ...staff, 'x-locale': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
    expect((await call('GET', '/global')).json<{ entries: unknown }>().entries).toEqual(before);
  });

  it('answers a body over the limit with 413', async () => {
    const many = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`f${i}`, { es: 'x'.repeat(5000) }]),
    );
    const res = await call('PUT', '/global', { entries: many });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.message).toBe('El contenido enviado es demasiado grande.');
  });
});
