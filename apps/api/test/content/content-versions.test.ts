import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, type Callers } from '../auth/auth-test-app.js';
import { hostOf } from '../helper.js';
import { buildContentApp, caller } from './content-test-app.js';

/** Strict content patches (nothing stored on a refusal) and the version history of every save. */
let app: FastifyInstance;
let callers: Callers;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  const built = await buildContentApp();
  ({ app, callers } = built);
  call = caller(app, callers);
});
afterAll(() => app.close());

const post = (url: string, who: keyof Callers) =>
  app.inject({ method: 'POST', url, headers: { ...hostOf(3002), ...bearer(callers[who]) } });

const storedBranding = () => app.documents.forTenant('restaurant').get('branding/default');

describe('strict content patches', () => {
  it.each([
    ['an unknown key', { junk: 'x'.repeat(900_000).slice(0, 10) }, 'junk', 'unrecognized_keys'],
    ['an unknown nested key', { contact: { fax: '1' } }, 'contact.fax', 'unrecognized_keys'],
    ['a huge text', { company: { terms: 'x'.repeat(20_001) } }, 'company.terms', 'too_big'],
    ['null on a whole group', { company: null }, 'company', 'null_block'],
  ])(
    'refuses %s on branding with a translated 400 and stores nothing',
    async (_, body, path, code) => {
      const before = await storedBranding();
      const res = await call('PATCH', '/api/admin/branding', 'owner', body, 3002, {
        'x-locale': 'en',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: {
          code: 'VALIDATION_ERROR',
          message: 'The data sent is not valid.',
          issues: [{ path, code }],
        },
      });
      expect(await storedBranding()).toEqual(before);
    },
  );

  it('refuses an unknown language instead of writing into the Spanish overrides', async () => {
    const es = await app.documents.forTenant('restaurant').get('branding_global/es');
    const res = await call('PATCH', '/api/admin/branding?locale=de', 'owner', {
      company: { tagline: 'Deutsch' },
    });
    expect(res.statusCode).toBe(400);
    expect(await app.documents.forTenant('restaurant').get('branding_global/es')).toEqual(es);
    expect((await call('GET', '/api/admin/branding?locale=de', 'owner')).statusCode).toBe(400);
  });

  it('refuses settings with an unknown flag, and a theme alias naming a missing theme', async () => {
    const unknown = await call('PATCH', '/api/admin/settings', 'staff', {
      faculties: { teleport: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { issues: unknown[] } }>().error.issues[0]).toMatchObject({
      path: 'faculties.teleport',
      code: 'unrecognized_keys',
    });
    const alias = await call('PATCH', '/api/admin/settings', 'staff', {
      website: { theme: { aliases: { dark: 'no-such-theme' } } },
    });
    expect(alias.statusCode).toBe(400);
    expect(alias.json<{ error: { issues: { path: string }[] } }>().error.issues[0]!.path).toBe(
      'website.theme.aliases',
    );
  });
});

describe('versions', () => {
  it('keeps a version per settings save, with who, when and what changed, and restores one', async () => {
    const first = await call('PATCH', '/api/admin/settings', 'staff', {
      domain: { url: 'https://one.example' },
    });
    expect(first.statusCode).toBe(200);
    const second = await call('PATCH', '/api/admin/settings', 'owner', {
      domain: { url: 'https://two.example' },
    });
    expect(second.statusCode).toBe(200);

    const list = await call('GET', '/api/admin/settings/versions', 'staff');
    expect(list.statusCode).toBe(200);
    const versions = list.json<{ versions: unknown[] }>().versions as {
      id: string;
      by: string;
      at: string;
      changed: string[];
    }[];
    expect(versions.length).toBeGreaterThanOrEqual(2);
    expect(versions[0]).toMatchObject({ area: 'settings', changed: ['domain.url'] });
    expect(versions[0]!.by.toLowerCase()).toContain('owner');
    expect(Date.parse(versions[0]!.at)).toBeGreaterThan(Date.now() - 60_000);
    // The first save names only its own change, whatever the document held before it.
    expect(versions[1]).toMatchObject({ changed: ['domain.url'] });

    const older = await call('GET', `/api/admin/settings/versions/${versions[1]!.id}`, 'staff');
    expect(older.json<{ data: unknown }>().data).toMatchObject({
      domain: { url: 'https://one.example' },
    });

    const restored = await post(`/api/admin/settings/versions/${versions[1]!.id}/restore`, 'staff');
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      restoredFrom: versions[1]!.id,
      changed: ['domain.url'],
    });
    const now = await call('GET', '/api/admin/settings', 'staff');
    expect(now.json<{ settings: { domain: { url: string } } }>().settings.domain.url).toBe(
      'https://one.example',
    );
  });

  it('keeps branding versions per locale, for the superadmin only', async () => {
    const saved = await call('PATCH', '/api/admin/branding?locale=en', 'owner', {
      contact: { phone: '+1 555 0100' },
    });
    expect(saved.statusCode).toBe(200);
    const en = await call('GET', '/api/admin/branding/versions?doc=en', 'owner');
    expect(en.json<{ versions: unknown[] }>().versions[0]).toMatchObject({
      doc: 'en',
      changed: ['contact.phone'],
    });
    expect((await call('GET', '/api/admin/branding/versions?doc=en', 'staff')).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/branding/versions?doc=de', 'owner')).statusCode).toBe(
      400,
    );
    expect((await call('GET', '/api/admin/branding/versions/nope', 'owner')).statusCode).toBe(404);
    expect((await post('/api/admin/branding/versions/0-0/restore', 'owner')).statusCode).toBe(404);
  });
});
