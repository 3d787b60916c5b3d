import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf } from '../helper.js';
import { buildContentApp, caller } from './content-test-app.js';

/** Settings and styles editing as each role, across two tenants. */
let app: FastifyInstance;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const built = await buildContentApp();
  app = built.app;
  call = caller(app, built.callers);
});
afterAll(() => app.close());

describe('/api/admin/settings', () => {
  it('admin and superadmin read and patch; others are refused', async () => {
    expect((await call('GET', '/api/admin/settings', 'staff')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings', 'owner')).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/settings', 'user')).statusCode).toBe(403);
    expect((await call('PATCH', '/api/admin/settings', 'nobody', {})).statusCode).toBe(401);
    const res = await call('PATCH', '/api/admin/settings', 'staff', {
      website: { theme: { aliases: { dark: 'light' }, initialSlot: 'dark' } },
      faculties: { booking: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      settings: {
        website: { theme: { aliases: { light: 'light', dark: 'light' }, initialSlot: 'dark' } },
        faculties: { booking: false, adminPanel: false },
      },
      stored: { durationMs: 5000, faculties: { booking: false, website: true } },
    });
    const rdd = await app.inject({ url: '/api/out/rdd/settings', headers: hostOf(3002) });
    expect(rdd.json()).toMatchObject({
      settings: { faculties: { booking: false }, website: { theme: { initialSlot: 'dark' } } },
    });
    const other = await app.inject({ url: '/api/out/rdd/settings', headers: hostOf(3000) });
    expect(other.json()).toMatchObject({
      settings: { faculties: { booking: true }, website: { theme: { initialSlot: 'light' } } },
    });
  });

  it.each([
    [
      'an AdSense format outside the list',
      { more: { AdSense: [{ client: 'ca-pub-1', slot: '1', format: '1x1' }] } },
    ],
    ['a temperature above 2', { agentAI: { temperature: 3 } }],
    ['an unknown initial slot', { website: { theme: { initialSlot: 'sepia' } } }],
    ['an unsupported locale', { website: { i18n: { supported: ['es', 'de'] } } }],
    ['a flag that is not a boolean', { faculties: { adminPanel: 'yes' } }],
    ['a PWA display out of the list', { pwa: { display: 'window' } }],
  ])('refuses %s with 400', async (_label, patch) => {
    const res = await call('PATCH', '/api/admin/settings', 'staff', patch, 3002, {
      'x-locale': 'es',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'Los datos enviados no son válidos.' },
    });
  });

  it('deletes a field with null; the default shows again', async () => {
    const res = await call('PATCH', '/api/admin/settings', 'owner', {
      faculties: { booking: null },
    });
    expect(res.json()).toMatchObject({ settings: { faculties: { booking: true } } });
  });
});

describe('/api/admin/styles', () => {
  it('answers the seed before anything is stored', async () => {
    const res = await call('GET', '/api/admin/styles', 'staff');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      stored: null,
      styles: { $version: 1, themes: ['light', 'dark'] },
    });
  });

  it('clamps numbers, normalises new control names, and shows the change to this tenant only', async () => {
    const res = await call('PATCH', '/api/admin/styles', 'staff', {
      components: {
        button: { light: { rest: { fontSize: 100, borderWidth: -3, fontWeight: 333 } } },
        'Nav Item': { dark: { hover: { letterSpacing: 1 } } },
      },
      global: { body: { light: { borderWidth: 11 } } },
    });
    expect(res.statusCode).toBe(200);
    const { styles } = res.json<{
      styles: {
        components: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
        global: { body: Record<string, Record<string, unknown>> };
      };
    }>();
    expect(styles.components.button?.light?.rest).toMatchObject({
      fontSize: 64,
      borderWidth: 0,
      fontWeight: 350,
      borderRadius: 12,
    });
    expect(styles.components.button?.light?.hover).toBeDefined();
    expect(styles.components['nav-item']?.dark?.hover).toEqual({ letterSpacing: 0.3 });
    expect(styles.global.body.light?.borderWidth).toBe(8);
    const mine = await app.inject({ url: '/api/bss-effective', headers: hostOf(3002) });
    expect(mine.json()).toMatchObject({ styles: { components: { 'nav-item': {} } } });
    const other = await app.inject({ url: '/api/bss-effective', headers: hostOf(3000) });
    expect(other.json<{ styles: { components: object } }>().styles.components).not.toHaveProperty(
      'nav-item',
    );
  });

  it('deletes a control or theme with null', async () => {
    const res = await call('PATCH', '/api/admin/styles', 'owner', {
      themes: ['light'],
      components: { 'nav-item': null },
    });
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
    const res = await call('PATCH', '/api/admin/styles', 'staff', patch, 3002, {
      'x-locale': 'en',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_ERROR', message: 'The data sent is not valid.' },
    });
    expect(
      (await call('GET', '/api/admin/styles', 'staff')).json<{ updatedAt: string }>().updatedAt,
    ).toBe(before.updatedAt);
  });

  it('is refused to users and guests', async () => {
    expect((await call('PATCH', '/api/admin/styles', 'user', {})).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/styles', 'nobody')).statusCode).toBe(401);
  });
});
