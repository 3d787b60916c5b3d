import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@bar/domain/roles';
import { bearer, buildAuthTestApp, createCallers } from './auth-test-app.js';
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

const send = (route: CollectedRoute, caller: Caller) => {
  requestNumber += 1;
  const withBody = !['GET', 'HEAD'].includes(route.method);
  return app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers: {
      host: 'localhost:3000',
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
  }, 120_000); // every route × every caller: longer than one test on a busy machine
});
