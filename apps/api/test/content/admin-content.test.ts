import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { authEnv, bearer, type Callers, createCallers } from '../auth/auth-test-app.js';
import { buildApp, hostOf } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

/** The real app, seeded, on the Auth emulator: content editing as each role, across two tenants. */
let app: FastifyInstance;
let callers: Callers;

beforeAll(async () => {
  const host = inject('authEmulatorHost');
  ({ app } = await buildApp({ ...authEnv(host), SEED_DEMO: 'true' }));
  callers = await createCallers(authEmulator(host));
});
afterAll(() => app.close());

type Who = keyof Callers | 'nobody';
const call = (method: 'GET' | 'PATCH', url: string, who: Who, payload?: unknown, port = 3002, headers: Record<string, string> = {}) =>
  app.inject({
    method,
    url,
    headers: { ...hostOf(port), ...(who === 'nobody' ? {} : bearer(callers[who])), ...headers },
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  });

const brandName = async (port: number) =>
  (await app.inject({ url: '/api/bss-effective?locale=en', headers: hostOf(port) })).json<{ branding: { company: { brandName: string } } }>()
    .branding.company.brandName;

describe('PATCH /api/admin/branding', () => {
  it('as superadmin on :3002 changes what :3002 serves and leaves :3000 untouched', async () => {
    const before = await app.inject({ url: '/api/bss-effective?locale=en', headers: hostOf(3002) });
    const res = await call('PATCH', '/api/admin/branding', 'owner', { company: { brandName: 'Mariachi Nuevo' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ branding: { company: { brandName: 'Mariachi Nuevo', tagline: 'Sabores de México y Centroamérica' } }, locale: null });
    expect(await brandName(3002)).toBe('Mariachi Nuevo');
    expect(await brandName(3000)).toBe('La Cantina del Norte');
    const rdd = await app.inject({ url: '/api/out/rdd/branding/es', headers: hostOf(3002) });
    expect(rdd.json()).toMatchObject({ branding: { company: { brandName: 'Mariachi Nuevo' } } });
    const after = await app.inject({ url: '/api/bss-effective?locale=en', headers: { ...hostOf(3002), 'if-none-match': before.headers.etag as string } });
    expect(after.statusCode).toBe(200);
  });

  it('is 403 for an admin, 403 for a user, 401 without a token, and changes nothing', async () => {
    for (const [who, status] of [['staff', 403], ['user', 403], ['guest', 403], ['nobody', 401]] as const) {
      const res = await call('PATCH', '/api/admin/branding', who, { company: { brandName: 'Hacked' } });
      expect(res.statusCode, who).toBe(status);
      expect((await call('GET', '/api/admin/branding', who)).statusCode, who).toBe(status);
    }
    expect(await brandName(3002)).toBe('Mariachi Nuevo');
  });

  it('GET answers the effective document and the stored one', async () => {
    const res = await call('GET', '/api/admin/branding', 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ stored: Record<string, unknown>; branding: { Botons: unknown[] }; updatedAt: string }>();
    expect(body.stored).toMatchObject({ company: { brandName: 'Mariachi Nuevo' } });
    // `updatedAt` is the server's field: answered apart, not in the stored data.
    expect(body.stored).not.toHaveProperty('updatedAt');
    expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);
    expect(body.branding.Botons).toEqual([]);
  });

  it('stores socials sent keyed by name as a list, deletes null fields, accepts merge-patch+json', async () => {
    const res = await call(
      'PATCH',
      '/api/admin/branding',
      'owner',
      JSON.stringify({ socials: { instagram: { url: 'https://instagram.com/nuevo', username: 'nuevo' } }, company: { tagline: null }, holidays: null }),
      3002,
      { 'content-type': 'application/merge-patch+json' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{ branding: { socials: unknown[]; company: { tagline: string }; holidays: unknown[] }; stored: Record<string, unknown> }>();
    expect(body.branding.socials).toEqual([{ name: 'instagram', url: 'https://instagram.com/nuevo', username: 'nuevo', enabled: true }]);
    expect(body.branding.company.tagline).toBe('');
    expect(body.branding.holidays).toEqual([]);
    expect(body.stored.socials).toEqual([{ name: 'instagram', url: 'https://instagram.com/nuevo', username: 'nuevo' }]);
    expect(body.stored).not.toHaveProperty('holidays');
    expect(body.stored.company).not.toHaveProperty('tagline');
  });

  it('edits one locale’s overrides with ?locale=, leaving the others alone', async () => {
    const res = await call('PATCH', '/api/admin/branding?locale=fr-CA', 'owner', { company: { tagline: 'Saveurs du Mexique' }, FAQ: [{ question: 'Q?', answer: 'R.' }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ locale: 'fr', stored: { company: { tagline: 'Saveurs du Mexique' } }, branding: { company: { brandName: 'Mariachi Nuevo' } } });
    const fr = await app.inject({ url: '/api/bss-effective?locale=fr', headers: hostOf(3002) });
    const es = await app.inject({ url: '/api/bss-effective?locale=es', headers: hostOf(3002) });
    expect(fr.json()).toMatchObject({ branding: { company: { tagline: 'Saveurs du Mexique' }, FAQ: [{ question: 'Q?' }] } });
    expect(es.json()).toMatchObject({ branding: { company: { tagline: '' }, FAQ: [] } });
    expect(await app.documents.forTenant('restaurant').get('branding_global/fr')).toMatchObject({ company: { tagline: 'Saveurs du Mexique' } });
    expect(await app.documents.forTenant('default').get('branding_global/fr')).toBeNull();
  });

  it.each([
    ['a number for a text', { company: { brandName: 5 } }],
    ['a nameless social', { socials: [{ url: 'x' }] }],
    ['a bad schedule time', { schedule: [{ day: 'monday', open: '9am' }] }],
    ['an unknown weekday', { schedule: [{ day: 'funday' }] }],
    ['a bad button target', { Botons: [{ openTarget: 'popup' }] }],
  ])('refuses %s with 400, translated, with the issues', async (_label, patch) => {
    const res = await call('PATCH', '/api/admin/branding', 'owner', patch, 3002, { 'x-locale': 'fr' });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string; issues: { path: string }[] } }>();
    expect(body.error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Les données envoyées ne sont pas valides.' });
    expect(body.error.issues.length).toBeGreaterThan(0);
    expect(await brandName(3002)).toBe('Mariachi Nuevo');
  });

  it.each([
    ['a list body', '[1,2]', 'application/json'],
    ['a text body', '"x"', 'application/json'],
    ['broken JSON', '{"a":', 'application/json'],
    ['an empty body', '', 'application/json'],
    ['a form body', 'a=1', 'application/x-www-form-urlencoded'],
  ])('refuses %s with a 4xx and a translated message', async (_label, payload, type) => {
    const res = await call('PATCH', '/api/admin/branding', 'owner', payload, 3002, { 'content-type': type, 'accept-language': 'en' });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/not valid|Unsupported/);
  });

  it('refuses a bad ?locale=', async () => {
    expect((await call('PATCH', '/api/admin/branding?locale=..', 'owner', {})).statusCode).toBe(400);
  });
});

describe('/api/admin/settings', () => {
  it('admin and superadmin read and patch; others are refused', async () => {
    expect((await call('GET', '/api/admin/settings', 'staff')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings', 'owner')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings', 'user')).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/settings', 'nobody', {})).statusCode).toBe(401);
    const res = await call('PATCH', '/api/admin/settings', 'staff', { website: { theme: { aliases: { dark: 'light' }, initialSlot: 'dark' } }, faculties: { booking: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      settings: { website: { theme: { aliases: { light: 'light', dark: 'light' }, initialSlot: 'dark' } }, faculties: { booking: false, adminPanel: false } },
      stored: { durationMs: 5000, faculties: { booking: false, website: true } },
    });
    const rdd = await app.inject({ url: '/api/out/rdd/settings', headers: hostOf(3002) });
    expect(rdd.json()).toMatchObject({ settings: { faculties: { booking: false }, website: { theme: { initialSlot: 'dark' } } } });
    const other = await app.inject({ url: '/api/out/rdd/settings', headers: hostOf(3000) });
    expect(other.json()).toMatchObject({ settings: { faculties: { booking: true }, website: { theme: { initialSlot: 'light' } } } });
  });

  it.each([
    ['an AdSense format outside the list', { more: { AdSense: [{ client: 'ca-pub-1', slot: '1', format: '1x1' }] } }],
    ['a temperature above 2', { agentAI: { temperature: 3 } }],
    ['an unknown initial slot', { website: { theme: { initialSlot: 'sepia' } } }],
    ['an unsupported locale', { website: { i18n: { supported: ['es', 'de'] } } }],
    ['a flag that is not a boolean', { faculties: { adminPanel: 'yes' } }],
    ['a PWA display out of the list', { pwa: { display: 'window' } }],
  ])('refuses %s with 400', async (_label, patch) => {
    const res = await call('PATCH', '/api/admin/settings', 'staff', patch, 3002, { 'x-locale': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'Los datos enviados no son válidos.' } });
  });

  it('deletes a field with null; the default shows again', async () => {
    const res = await call('PATCH', '/api/admin/settings', 'owner', { faculties: { booking: null } });
    expect(res.json()).toMatchObject({ settings: { faculties: { booking: true } } });
  });
});

describe('/api/admin/styles', () => {
  it('answers the seed before anything is stored', async () => {
    const res = await call('GET', '/api/admin/styles', 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ stored: null, styles: { $version: 1, themes: ['light', 'dark'] } });
  });

  it('clamps numbers, normalises new control names, and shows the change to this tenant only', async () => {
    const res = await call('PATCH', '/api/admin/styles', 'staff', {
      components: { button: { light: { rest: { fontSize: 100, borderWidth: -3, fontWeight: 333 } } }, 'Nav Item': { dark: { hover: { letterSpacing: 1 } } } },
      global: { body: { light: { borderWidth: 11 } } },
    });
    expect(res.statusCode).toBe(200);
    const { styles } = res.json<{ styles: { components: Record<string, Record<string, Record<string, Record<string, unknown>>>>; global: { body: Record<string, Record<string, unknown>> } } }>();
    expect(styles.components.button?.light?.rest).toMatchObject({ fontSize: 64, borderWidth: 0, fontWeight: 350, borderRadius: 12 });
    expect(styles.components.button?.light?.hover).toBeDefined();
    expect(styles.components['nav-item']?.dark?.hover).toEqual({ letterSpacing: 0.3 });
    expect(styles.global.body.light?.borderWidth).toBe(8);
    const mine = await app.inject({ url: '/api/bss-effective', headers: hostOf(3002) });
    expect(mine.json()).toMatchObject({ styles: { components: { 'nav-item': {} } } });
    const other = await app.inject({ url: '/api/bss-effective', headers: hostOf(3000) });
    expect(other.json<{ styles: { components: object } }>().styles.components).not.toHaveProperty('nav-item');
  });

  it('deletes a control or theme with null', async () => {
    const res = await call('PATCH', '/api/admin/styles', 'owner', { themes: ['light'], components: { 'nav-item': null } });
    expect(res.statusCode).toBe(200);
    const { styles } = res.json<{ styles: { themes: string[]; components: object } }>();
    expect(styles.themes).toEqual(['light']);
    expect(styles.components).not.toHaveProperty('nav-item');
  });

  it.each([
    ['$version 2', { $version: 2 }],
    ['$version as text', { $version: '1' }],
    ['a text font size', { components: { button: { light: { rest: { fontSize: 'big' } } } } }],
    ['an unknown state', { components: { button: { light: { pressed: { fontSize: 12 } } } } }],
    ['no themes', { themes: [] }],
    ['a control name with a slash', { components: { 'a/b': { light: {} } } }],
  ])('refuses %s with 400 and leaves the document as it was', async (_label, patch) => {
    const before = (await call('GET', '/api/admin/styles', 'staff')).json<{ updatedAt: string }>();
    const res = await call('PATCH', '/api/admin/styles', 'staff', patch, 3002, { 'x-locale': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR', message: 'The data sent is not valid.' } });
    expect((await call('GET', '/api/admin/styles', 'staff')).json<{ updatedAt: string }>().updatedAt).toBe(before.updatedAt);
  });

  it('is refused to users and guests', async () => {
    expect((await call('PATCH', '/api/admin/styles', 'user', {})).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/styles', 'nobody')).statusCode).toBe(401);
  });
});
