import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROLES, type Role } from '@bar/domain/roles';
import { addMember } from '../../src/repositories/members.js';
import { authEmulator, uniqueEmail } from '../support/auth-emulator.js';
import { bearer, buildAuthTestApp, createCallers, people } from './auth-test-app.js';
import type { CollectedRoute } from '../helper.js';

/**
 * Every route of the app × every kind of caller. Routes are discovered at run time, so a route
 * added later is covered without touching this file; a route without `config.access` stops the
 * app from booting and so fails this suite.
 */
interface Caller {
  name: string;
  role: Role;
  /** Whether the caller presents a token that verifies (decides 401 versus 403). */
  identified: boolean;
  headers: Record<string, string>;
}

/** Routes added by libraries before our auth plugin: CORS preflight, the OpenAPI browser. */
const isInfrastructure = (route: CollectedRoute) =>
  route.method === 'OPTIONS' || route.url === '/api/docs' || route.url.startsWith('/api/docs/');

const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, 'dummy').replace(/\*/g, 'dummy');

let app: FastifyInstance;
let routes: CollectedRoute[];
let callers: Caller[];
let requestNumber = 0;

beforeAll(async () => {
  const built = await buildAuthTestApp();
  ({ app, routes } = built);
  const accounts = await createCallers(built.emulator);
  callers = [
    { name: 'no token', role: 'anon', identified: false, headers: {} },
    {
      name: 'garbled token',
      role: 'anon',
      identified: false,
      headers: bearer('garbled.token.value'),
    },
    { name: 'anonymous guest', role: 'anon', identified: true, headers: bearer(accounts.guest) },
    { name: 'user', role: 'user', identified: true, headers: bearer(accounts.user) },
    {
      name: 'unverified admin e-mail',
      role: 'user',
      identified: true,
      headers: bearer(accounts.unverifiedOwner),
    },
    { name: 'admin', role: 'admin', identified: true, headers: bearer(accounts.staff) },
    { name: 'superadmin', role: 'superadmin', identified: true, headers: bearer(accounts.owner) },
  ];
  // The roles above are what the role endpoint says, so the matrix rests on the real rule.
  for (const caller of callers) {
    const res = await app.inject({ url: '/api/acl/role', headers: caller.headers });
    expect(res.json(), caller.name).toEqual({ role: caller.role });
  }
});
afterAll(() => app.close());

const send = (route: CollectedRoute, caller: Caller, host = 'localhost:3000') => {
  requestNumber += 1;
  const withBody = !['GET', 'HEAD'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: {
      host,
      ...caller.headers,
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
    // A fresh address per request, so no rate limit (global or per route) answers instead of the guard.
    remoteAddress: `10.${(requestNumber >> 16) & 255}.${(requestNumber >> 8) & 255}.${requestNumber & 255}`,
  });
};

describe('the authorization matrix', () => {
  it('finds every route, the known ones included, each with a declaration', () => {
    const keys = routes.map((route) => `${route.method} ${route.url}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/ready',
        'GET /api/client-config',
        'GET /api/acl/role',
        'HEAD /api/acl/role',
        'GET /api/admin/ai-agents/:agentId',
      ]),
    );
    const undeclared = routes.filter(
      (route) => !isInfrastructure(route) && route.access === undefined,
    );
    expect(undeclared).toEqual([]);
    for (const route of routes.filter((r) => !isInfrastructure(r))) {
      const access = route.access;
      expect(
        access === 'public' ||
          (Array.isArray(access) && access.every((role) => ROLES.includes(role as Role))),
        `${route.method} ${route.url}`,
      ).toBe(true);
    }
  });

  it('admits only staff to every route under /api/admin, the back office subtree', () => {
    const admin = routes.filter((route) => route.url.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(50);
    const open = admin
      .filter(
        (route) =>
          !Array.isArray(route.access) ||
          route.access.length === 0 ||
          !route.access.every((role) => role === 'admin' || role === 'superadmin'),
      )
      .map((route) => `${route.method} ${route.url}: ${JSON.stringify(route.access)}`);
    expect(open).toEqual([]);
  });

  it('answers each caller of each route as the route declares', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      if (route.method === 'OPTIONS') continue;
      const access = isInfrastructure(route) ? 'public' : (route.access as 'public' | Role[]);
      for (const caller of callers) {
        const res = await send(route, caller);
        checked += 1;
        const label = `${route.method} ${route.url} as ${caller.name}: ${res.statusCode}`;
        // The back office's answers, refusals and errors included, are never cached.
        if (route.url.startsWith('/api/admin/') && res.headers['cache-control'] !== 'no-store')
          failures.push(`${label}, cache-control ${String(res.headers['cache-control'])}`);
        if (access === 'public' || access.includes(caller.role)) {
          if (res.statusCode === 401 || res.statusCode === 403)
            failures.push(`${label}, expected neither 401 nor 403`);
        } else {
          const expected = caller.identified ? 403 : 401;
          if (res.statusCode !== expected) failures.push(`${label}, expected ${expected}`);
          else if (
            route.method !== 'HEAD' &&
            res.json<{ error: { code: string } }>().error.code !==
              (expected === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN')
          ) {
            failures.push(`${label}, wrong error code`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(callers.length * 6);
  }, 180_000);

  it('refuses an admin of one tenant every staff route of another (cross-tenant)', async () => {
    const emulator = authEmulator(inject('authEmulatorHost'));
    // HARD_ADMIN_EMAILS names an admin of the bootstrap tenant (default) only; a member of
    // restaurant is an admin there only.
    const hard = await emulator.account(people.hard, { verified: true });
    const member = await emulator.account(uniqueEmail('restaurant-admin'), { verified: true });
    await addMember(app.documents.forTenant('restaurant'), member.email!, 'matrix');
    const cases: [Caller, string][] = [
      [
        {
          name: 'admin of default on restaurant',
          role: 'user',
          identified: true,
          headers: bearer(hard),
        },
        'localhost:3002',
      ],
      [
        {
          name: 'admin of default on its own host',
          role: 'admin',
          identified: true,
          headers: bearer(hard),
        },
        'localhost:3000',
      ],
      [
        {
          name: 'admin of restaurant on default',
          role: 'user',
          identified: true,
          headers: bearer(member),
        },
        'localhost:3000',
      ],
      [
        {
          name: 'admin of restaurant on its back office',
          role: 'admin',
          identified: true,
          headers: bearer(member),
        },
        'localhost:3003',
      ],
    ];
    const failures: string[] = [];
    let refused = 0;
    for (const [caller, host] of cases) {
      const role = await app.inject({ url: '/api/acl/role', headers: { host, ...caller.headers } });
      expect(role.json(), caller.name).toEqual({ role: caller.role });
      for (const route of routes) {
        if (route.method === 'OPTIONS' || isInfrastructure(route)) continue;
        const access = route.access as 'public' | Role[];
        const res = await send(route, caller, host);
        const label = `${route.method} ${route.url} as ${caller.name}: ${res.statusCode}`;
        if (access === 'public' || access.includes(caller.role)) {
          if (res.statusCode === 401 || res.statusCode === 403)
            failures.push(`${label}, expected neither 401 nor 403`);
        } else {
          refused += 1;
          if (res.statusCode !== 403) failures.push(`${label}, expected 403`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Every staff route was refused to both admins on the other tenant.
    expect(refused).toBeGreaterThanOrEqual(2 * 10);
  }, 180_000);
});
