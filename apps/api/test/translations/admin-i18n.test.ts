import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

type ErrorBody = { error: { code: string; message: string } };

let app: FastifyInstance;
let callers: Callers;
let staff: Record<string, string>;
beforeAll(async () => {
  const built = await buildAuthTestApp();
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
    url: `/api/admin/i18n${url}`,
    headers: { host: `localhost:${port}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe('/api/admin/i18n — who may call it', () => {
  it.each([
    ['GET', '/global'],
    ['PUT', '/site'],
    ['POST', '/global/delete'],
    ['POST', '/move'],
    ['GET', '/order/global'],
    ['PUT', '/order/site'],
  ] as const)('%s %s: anon 401, user 403, admin and superadmin allowed', async (method, url) => {
    const body = method === 'GET' ? undefined : {};
    expect((await call(method, url, body, {})).statusCode).toBe(401);
    expect((await call(method, url, body, bearer(callers.user))).statusCode).toBe(403);
    expect((await call(method, url, body, bearer(callers.guest))).statusCode).toBe(403);
    for (const who of ['staff', 'owner'] as const) {
      const status = (await call(method, url, body, bearer(callers[who]))).statusCode;
      expect(status, who).not.toBe(401);
      expect(status, who).not.toBe(403);
    }
  });
});

describe('/api/admin/i18n — save, load, delete', () => {
  it('saves a table and loads it back, never cached', async () => {
    const entries = {
      'home.title': { es: 'Hola', en: 'Hi', fr: 'Salut' },
      'home.cta': { es: 'Reservar' },
    };
    const saved = await call('PUT', '/page?page=home', { entries });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ok: true, saved: 2, locales: ['es', 'en', 'fr'] });
    const loaded = await call('GET', '/page?page=home&locales=es,en');
    expect(loaded.headers['cache-control']).toBe('no-store');
    expect(loaded.json()).toEqual({
      scope: 'page',
      page: 'home',
      locales: ['es', 'en'],
      source: 'page',
      fallback: false,
      entries: { 'home.title': { es: 'Hola', en: 'Hi' }, 'home.cta': { es: 'Reservar' } },
    });
  });

  it('flags the scope fallback: empty page → site, empty site → global', async () => {
    const port = 3002;
    await call('PUT', '/global', { entries: { 'btn.ok': { es: 'Vale' } } }, staff, port);
    const fromGlobal = await call('GET', '/page?page=blog&locales=es', undefined, staff, port);
    expect(fromGlobal.json()).toMatchObject({
      scope: 'page',
      source: 'global',
      fallback: true,
      entries: { 'btn.ok': { es: 'Vale' } },
    });
    await call('PUT', '/site', { entries: { 'site.x': { es: 'S' } } }, staff, port);
    expect((await call('GET', '/page?page=blog', undefined, staff, port)).json()).toMatchObject({
      source: 'site',
      fallback: true,
    });
    expect((await call('GET', '/site', undefined, staff, port)).json()).toMatchObject({
      source: 'site',
      fallback: false,
    });
    expect((await call('GET', '/global', undefined, staff, port)).json()).toMatchObject({
      source: 'global',
      fallback: false,
      page: null,
    });
  });

  it('shows a change in rdd at once, for that tenant only', async () => {
    await call(
      'PUT',
      '/site',
      { entries: { 'isolation.probe': { fr: 'seulement 3002' } } },
      staff,
      3002,
    );
    const here = await app.inject({
      url: '/api/out/rdd/i18n/fr',
      headers: { host: 'localhost:3002' },
    });
    expect(here.json<{ dict: Record<string, string> }>().dict['isolation.probe']).toBe(
      'seulement 3002',
    );
    const other = await app.inject({
      url: '/api/out/rdd/i18n/fr',
      headers: { host: 'localhost:3000' },
    });
    expect(other.json<{ dict: Record<string, string> }>().dict).not.toHaveProperty(
      'isolation.probe',
    );
    expect(
      (await call('GET', '/site?locales=fr')).json<{ entries: object }>().entries,
    ).not.toHaveProperty('isolation.probe');
  });

  it('deletes over 400 ids from every active locale', async () => {
    const ids = Array.from({ length: 450 }, (_, i) => `bulk.k${i}`);
    const entries = Object.fromEntries(ids.map((id) => [id, { es: `${id} es`, en: `${id} en` }]));
    await call('PUT', '/global', { entries: { ...entries, 'keep.k': { es: 'quedo' } } });
    const res = await call('POST', '/global/delete', { ids: [...ids, 'never.there'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, deleted: 900 });
    const left = (await call('GET', '/global?locales=es,en')).json<{
      entries: Record<string, unknown>;
    }>().entries;
    expect(Object.keys(left).filter((id) => id.startsWith('bulk.'))).toEqual([]);
    expect(left['keep.k']).toEqual({ es: 'quedo' });
  });

  it('deletes from the given locales only', async () => {
    await call('PUT', '/site', { entries: { 'loc.only': { es: 'uno', fr: 'un' } } });
    expect(
      (await call('POST', '/site/delete', { ids: ['loc.only'], locales: ['fr'] })).json(),
    ).toEqual({ ok: true, deleted: 1 });
    expect(
      (await call('GET', '/site?locales=es,fr')).json<{ entries: Record<string, unknown> }>()
        .entries['loc.only'],
    ).toEqual({ es: 'uno' });
  });
});

describe('/api/admin/i18n/move', () => {
  it('saves in the target and deletes from the other two', async () => {
    await call('PUT', '/site', { entries: { 'share.title': { es: 'Compartir', en: 'Share' } } });
    await call('PUT', '/page?page=menu', { entries: { 'share.title': { es: 'viejo' } } });
    const res = await call('POST', '/move', {
      ids: ['share.title', 'ghost.id'],
      from: 'site',
      to: 'global',
      page: 'menu',
    });
    expect(res.json()).toEqual({ ok: true, moved: ['share.title'], missing: ['ghost.id'] });
    const global = (await call('GET', '/global')).json<{ entries: Record<string, unknown> }>()
      .entries;
    expect(global['share.title']).toEqual({ es: 'Compartir', en: 'Share' });
    expect((await call('GET', '/site')).json<{ entries: object }>().entries).not.toHaveProperty(
      'share.title',
    );
    const page = (await call('GET', '/page?page=menu')).json<{ source: string; entries: object }>();
    expect(page.source === 'page' ? page.entries : {}).not.toHaveProperty('share.title');
  });

  it('needs the page when moving from or to the page scope', async () => {
    const res = await call('POST', '/move', { ids: ['a.b'], from: 'site', to: 'page' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'PAGE_REQUIRED',
        message: 'El ámbito de página necesita la clave de la página (page o routeKey).',
      },
    });
  });
});

describe('/api/admin/i18n/order/:key', () => {
  it('saves and loads order lists per key, [] when none', async () => {
    expect((await call('GET', '/order/page:contact')).json()).toEqual({
      key: 'page:contact',
      ids: [],
    });
    expect((await call('PUT', '/order/page:contact', { ids: ['b.x', 'a.x'] })).json()).toEqual({
      ok: true,
      key: 'page:contact',
      ids: ['b.x', 'a.x'],
    });
    expect((await call('GET', '/order/page:contact')).json()).toEqual({
      key: 'page:contact',
      ids: ['b.x', 'a.x'],
    });
    expect((await call('GET', '/order/site')).json()).toEqual({ key: 'site', ids: [] });
    expect((await call('GET', '/order/page:contact', undefined, staff, 3002)).json()).toEqual({
      key: 'page:contact',
      ids: [],
    });
  });
});

describe('/api/admin/i18n — bad input', () => {
  it.each([
    ['GET', '/pages', undefined],
    ['GET', '/global?locales=de', undefined],
    ['GET', '/global?locales=es,,en', undefined],
    ['GET', '/page?page=Home', undefined],
    ['GET', '/page?page=/aboutus', undefined],
    ['PUT', '/nope', { entries: {} }],
    ['PUT', '/global', {}],
    ['PUT', '/global', { entries: { 'a..b': { es: 'x' } } }],
    ['PUT', '/global', { entries: { 'a.b': { de: 'x' } } }],
    ['PUT', '/global', { entries: { 'a.b': { es: 1 } } }],
    ['PUT', '/global', { entries: { __x__: { es: 'x' } } }],
    ['POST', '/global/delete', { ids: [] }],
    ['POST', '/global/delete', { ids: ['a.b'], locales: ['xx'] }],
    ['POST', '/move', { ids: ['a.b'], from: 'site', to: 'everywhere' }],
    ['POST', '/move', { ids: ['a.b'], to: 'site' }],
    ['GET', '/order/page:', undefined],
    ['PUT', '/order/pages:x', { ids: [] }],
    ['PUT', '/order/global', { ids: 'a' }],
  ] as const)('%s %s %j → 400 translated', async (method, url, body) => {
    const res = await call(method, url, body, { ...staff, 'accept-language': 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Les données envoyées ne sont pas valides.',
    });
  });

  it.each([
    ['PUT', '/global?locale=de', { entries: { 'a.b': { es: 'x' } } }],
    ['PUT', '/page?page=home&locale=de', { entries: { 'a.b': { es: 'x' } } }],
    ['GET', '/global?locale=de', undefined],
    ['POST', '/global/delete?locale=de', { ids: ['a.b'] }],
    ['PUT', '/global', { entries: { 'a.b': { es: 'x' } }, extra: 'x'.repeat(1000) }],
    ['PUT', '/global', { entries: null }],
    ['PUT', '/global', { entries: { 'a.b': null } }],
    ['PUT', '/global', { entries: { 'a.b': { es: null } } }],
    ['PUT', '/global', { entries: { 'a.b': { es: 'x'.repeat(20_001) } } }],
    ['PUT', '/global', { entries: { ['x'.repeat(257)]: { es: 'x' } } }],
    ['POST', '/global/delete', { ids: ['a.b'], everything: true }],
    ['POST', '/move', { ids: ['a.b'], from: 'site', to: 'global', locale: 'de' }],
    ['PUT', '/order/global', { ids: ['a'], more: [] }],
    ['PUT', '/order/global', { ids: ['x'.repeat(257)] }],
  ] as const)('strict: %s %s %j → 400, nothing written', async (method, url, body) => {
    const before = (await call('GET', '/global')).json<{ entries: unknown }>().entries;
    const res = await call(method, url, body, { ...staff, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.code).toBe('VALIDATION_ERROR');
    expect((await call('GET', '/global')).json<{ entries: unknown }>().entries).toEqual(before);
  });

  it('refuses more than 20,000 ids in one save', async () => {
    const many = Object.fromEntries(Array.from({ length: 20_001 }, (_, i) => [`k${i}`, {}]));
    const res = await call('PUT', '/global', { entries: many });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['GET', '/page', undefined],
    ['PUT', '/page', { entries: {} }],
    ['POST', '/page/delete', { ids: ['a'] }],
  ] as const)('%s %s without page → 400 PAGE_REQUIRED', async (method, url, body) => {
    const res = await call(method, url, body, { ...staff, 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: 'PAGE_REQUIRED',
        message: 'The page scope needs the page key (page or routeKey).',
      },
    });
  });

  it('answers invalid JSON with 400 and a body over the limit with 413, translated', async () => {
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/admin/i18n/global',
      headers: { ...staff, 'content-type': 'application/json' },
      payload: '{"entries":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorBody>().error.message).toBe(
      'El cuerpo de la solicitud no es JSON válido.',
    );
    const big = { entries: { 'big.text': { es: 'x'.repeat(20_000) } } };
    const many = Object.fromEntries(
      Array.from({ length: 60 }, (_, i) => [`big.t${i}`, big.entries['big.text']]),
    );
    const res = await call(
      'PUT',
      '/global',
      { entries: many },
      { ...staff, 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The content sent is too large.' },
    });
  });
});
