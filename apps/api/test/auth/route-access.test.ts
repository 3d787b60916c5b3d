import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessForScope } from '../../src/plugins/app/auth/route-access.js';
import { buildApp } from '../helper.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from './auth-test-app.js';

describe('every route declares its access', () => {
  it('refuses to boot with a route that declares nothing, naming it', async () => {
    await expect(
      buildApp({}, (scope) => {
        scope.get('/api/test/forgotten', () => ({ ok: true }));
      }),
    ).rejects.toThrow(/Route GET \/api\/test\/forgotten does not declare who may call it/);
  });

  it.each([[[]], [['root']], ['private'], ['Public'], [['admin', 'wizard']], [null]])(
    'refuses the declaration %j',
    async (access) => {
      await expect(
        buildApp({}, (scope) => {
          scope.post('/api/test/odd', { config: { access: access as never } }, () => ({
            ok: true,
          }));
        }),
      ).rejects.toThrow(/POST \/api\/test\/odd does not declare/);
    },
  );
});

describe('the access a scope gives', () => {
  it('never reaches a route outside the scope: it still has to declare its own', async () => {
    await expect(
      buildApp({}, async (scope) => {
        await scope.register((area, _opts, done) => {
          accessForScope(area, ['admin', 'superadmin']);
          done();
        });
        scope.get('/api/test/sibling', () => ({ ok: true }));
      }),
    ).rejects.toThrow(/Route GET \/api\/test\/sibling does not declare who may call it/);
  });
});

describe('the access hook', () => {
  let app: FastifyInstance;
  let callers: Callers;
  beforeAll(async () => {
    const built = await buildAuthTestApp(async (scope) => {
      // A scope that gives its routes an access once (accessForScope), as /api/admin does.
      await scope.register(
        async (area) => {
          accessForScope(area, ['superadmin']);
          area.get('/given', () => ({ ok: true }));
          area.get('/own', { config: { access: 'public' } }, () => ({ ok: true }));
          await area.register(
            (inner, _opts, done) => {
              inner.get('/given', () => ({ ok: true }));
              done();
            },
            { prefix: '/inner' },
          );
        },
        { prefix: '/api/test/area' },
      );
      scope.get('/api/test/superadmin-only', { config: { access: ['superadmin'] } }, (request) => ({
        uid: request.identity?.uid,
        role: request.role,
      }));
      scope.get(
        '/api/test/signed-in',
        { config: { access: ['user', 'admin', 'superadmin'] } },
        (request) => ({
          role: request.role,
        }),
      );
      scope.get(
        '/api/test/public',
        { config: { access: 'public', identity: 'optional' } },
        (request) => ({ identity: request.identity, role: request.role }),
      );
      scope.get('/api/test/anonymous', { config: { access: 'public' } }, (request) => ({
        identity: request.identity,
        role: request.role,
      }));
    });
    app = built.app;
    callers = await createCallers(built.emulator);
  });
  afterAll(() => app.close());

  it('admits exactly the declared roles and exposes identity and role to the handler', async () => {
    expect(
      (await app.inject({ url: '/api/test/superadmin-only', headers: bearer(callers.staff) }))
        .statusCode,
    ).toBe(403);
    const owner = await app.inject({
      url: '/api/test/superadmin-only',
      headers: bearer(callers.owner),
    });
    expect(owner.json()).toEqual({ uid: callers.owner.uid, role: 'superadmin' });
    expect(
      (await app.inject({ url: '/api/test/signed-in', headers: bearer(callers.user) })).json(),
    ).toEqual({ role: 'user' });
    expect(
      (await app.inject({ url: '/api/test/signed-in', headers: bearer(callers.guest) })).statusCode,
    ).toBe(403);
  });

  it('reaches the routes of the scope and of the scopes inside it, unless a route says otherwise', async () => {
    for (const url of ['/api/test/area/given', '/api/test/area/inner/given']) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      expect((await app.inject({ url, headers: bearer(callers.staff) })).statusCode, url).toBe(403);
      expect((await app.inject({ url, headers: bearer(callers.owner) })).statusCode, url).toBe(200);
    }
    expect((await app.inject({ url: '/api/test/area/own' })).statusCode).toBe(200);
  });

  it('never verifies a token on a public route that does not read the caller', async () => {
    const signed = await app.inject({ url: '/api/test/anonymous', headers: bearer(callers.staff) });
    expect(signed.json()).toEqual({ identity: null, role: 'anon' });
  });

  it('gives public routes that read the caller the identity when a good token comes, and anon otherwise', async () => {
    const signed = await app.inject({ url: '/api/test/public', headers: bearer(callers.staff) });
    expect(signed.json()).toMatchObject({
      identity: { uid: callers.staff.uid, emailVerified: true },
      role: 'admin',
    });
    const bad = await app.inject({ url: '/api/test/public', headers: bearer('nope') });
    expect(bad.json()).toEqual({ identity: null, role: 'anon' });
  });

  it('leaves not-found answers and the OpenAPI browser public', async () => {
    const missing = await app.inject({ url: '/api/admin/not-a-route' });
    expect(missing.statusCode).toBe(404);
    expect((await app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
