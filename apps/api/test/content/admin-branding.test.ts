import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostOf } from '../helper.js';
import { buildContentApp, caller } from './content-test-app.js';

/** Branding editing as each role, across two tenants. */
let app: FastifyInstance;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const built = await buildContentApp();
  app = built.app;
  call = caller(app, built.callers);
});
afterAll(() => app.close());

const brandName = async (port: number) =>
  (await app.inject({ url: '/api/bss-effective?locale=en', headers: hostOf(port) })).json<{
    branding: { company: { brandName: string } };
  }>().branding.company.brandName;

describe('PATCH /api/admin/branding', () => {
  it('as superadmin on :3002 changes what :3002 serves and leaves :3000 untouched', async () => {
    const before = await app.inject({ url: '/api/bss-effective?locale=en', headers: hostOf(3002) });
    const res = await call('PATCH', '/api/admin/branding', 'owner', {
      company: { brandName: 'Mariachi Nuevo' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      branding: {
        company: { brandName: 'Mariachi Nuevo', tagline: 'Sabores de México y Centroamérica' },
      },
      locale: null,
    });
    expect(await brandName(3002)).toBe('Mariachi Nuevo');
    expect(await brandName(3000)).toBe('La Cantina del Norte');
    const rdd = await app.inject({ url: '/api/out/rdd/branding/es', headers: hostOf(3002) });
    expect(rdd.json()).toMatchObject({ branding: { company: { brandName: 'Mariachi Nuevo' } } });
    const after = await app.inject({
      url: '/api/bss-effective?locale=en',
      headers: { ...hostOf(3002), 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
  });

  it('is 403 for an admin, 403 for a user, 401 without a token, and changes nothing', async () => {
    for (const [who, status] of [
      ['staff', 403],
      ['user', 403],
      ['guest', 403],
      ['nobody', 401],
    ] as const) {
      const res = await call('PATCH', '/api/admin/branding', who, {
        company: { brandName: 'Hacked' },
      });
      expect(res.statusCode, who).toBe(status);
      expect((await call('GET', '/api/admin/branding', who)).statusCode, who).toBe(status);
    }
    expect(await brandName(3002)).toBe('Mariachi Nuevo');
  });

  it('GET answers the effective document and the stored one', async () => {
    const res = await call('GET', '/api/admin/branding', 'owner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{
      stored: Record<string, unknown>;
      branding: { Botons: unknown[] };
      updatedAt: string;
    }>();
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
      JSON.stringify({
        socials: { instagram: { url: 'https://instagram.com/nuevo', username: 'nuevo' } },
        company: { tagline: null },
        holidays: null,
      }),
      3002,
      { 'content-type': 'application/merge-patch+json' },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      branding: { socials: unknown[]; company: { tagline: string }; holidays: unknown[] };
      stored: Record<string, unknown>;
    }>();
    expect(body.branding.socials).toEqual([
      { name: 'instagram', url: 'https://instagram.com/nuevo', username: 'nuevo', enabled: true },
    ]);
    expect(body.branding.company.tagline).toBe('');
    expect(body.branding.holidays).toEqual([]);
    expect(body.stored.socials).toEqual([
      { name: 'instagram', url: 'https://instagram.com/nuevo', username: 'nuevo' },
    ]);
    expect(body.stored).not.toHaveProperty('holidays');
    expect(body.stored.company).not.toHaveProperty('tagline');
  });

  it('edits one locale’s overrides with ?locale=, leaving the others alone', async () => {
    const otherTenantFr = await app.documents.forTenant('default').get('branding_global/fr');
    const res = await call('PATCH', '/api/admin/branding?locale=fr-CA', 'owner', {
      company: { tagline: 'Saveurs du Mexique' },
      FAQ: [{ question: 'Q?', answer: 'R.' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      locale: 'fr',
      stored: { company: { tagline: 'Saveurs du Mexique' } },
      branding: { company: { brandName: 'Mariachi Nuevo' } },
    });
    const fr = await app.inject({ url: '/api/bss-effective?locale=fr', headers: hostOf(3002) });
    const es = await app.inject({ url: '/api/bss-effective?locale=es', headers: hostOf(3002) });
    expect(fr.json()).toMatchObject({
      branding: { company: { tagline: 'Saveurs du Mexique' }, FAQ: [{ question: 'Q?' }] },
    });
    // Spanish keeps its own texts: nothing of the French override leaks into it.
    const esBranding = es.json<{ branding: { company: { tagline: string }; FAQ: unknown[] } }>()
      .branding;
    expect(esBranding.company.tagline).toBe('');
    expect(esBranding.FAQ).not.toContainEqual(expect.objectContaining({ question: 'Q?' }));
    expect(await app.documents.forTenant('restaurant').get('branding_global/fr')).toMatchObject({
      company: { tagline: 'Saveurs du Mexique' },
    });
    expect(await app.documents.forTenant('default').get('branding_global/fr')).toEqual(
      otherTenantFr,
    );
  });

  it.each([
    ['a number for a text', { company: { brandName: 5 } }],
    ['a nameless social', { socials: [{ url: 'x' }] }],
    ['a bad schedule time', { schedule: [{ day: 'monday', open: '9am' }] }],
    ['an unknown weekday', { schedule: [{ day: 'funday' }] }],
    ['a bad button target', { Botons: [{ openTarget: 'popup' }] }],
  ])('refuses %s with 400, translated, with the issues', async (_label, patch) => {
    const res = await call('PATCH', '/api/admin/branding', 'owner', patch, 3002, {
      'x-locale': 'fr',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      error: { code: string; message: string; issues: { path: string }[] };
    }>();
    expect(body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Les données envoyées ne sont pas valides.',
    });
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
    const res = await call('PATCH', '/api/admin/branding', 'owner', payload, 3002, {
      'content-type': type,
      'accept-language': 'en',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(
      /not valid|Unsupported/,
    );
  });

  it('refuses a bad ?locale=', async () => {
    expect((await call('PATCH', '/api/admin/branding?locale=..', 'owner', {})).statusCode).toBe(
      400,
    );
  });
});
