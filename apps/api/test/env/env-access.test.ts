import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildEnvTestApp, type EnvTestApp, type ErrorBody } from './env-test-app.js';

let t: EnvTestApp;
beforeAll(async () => {
  t = await buildEnvTestApp();
});
afterAll(() => t.app.close());

const ROUTES = [
  { method: 'GET', url: '/api/env/resolve' },
  {
    method: 'POST',
    url: '/api/env/backup',
    payload: { env: { OPENAI_API_KEY: 'sk-proj-access-check-0001' } },
  },
  { method: 'GET', url: '/api/admin/env/versions' },
] as const;

const call = (route: (typeof ROUTES)[number], headers: Record<string, string>) =>
  t.app.inject({
    method: route.method,
    url: route.url,
    headers: { host: 'localhost:3002', ...headers },
    ...('payload' in route ? { payload: route.payload } : {}),
  });

describe('the environment endpoints — superadmin only', () => {
  it.each(ROUTES)('$method $url: 401 without a token', async (route) => {
    const res = await call(route, {});
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorBody>().error.code).toBe('UNAUTHORIZED');
  });

  it.each(ROUTES)(
    '$method $url: 403 to a guest, a user, an unverified owner and an admin',
    async (route) => {
      for (const who of ['guest', 'user', 'unverifiedOwner', 'staff'] as const) {
        const res = await call(route, bearer(t.callers[who]));
        expect(res.statusCode, who).toBe(403);
        expect(res.json<ErrorBody>().error.code).toBe('FORBIDDEN');
      }
    },
  );

  it.each(ROUTES)('$method $url: 200 to the superadmin, never cached', async (route) => {
    const res = await call(route, bearer(t.callers.owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('saved nothing for the refused callers', async () => {
    const res = await call(ROUTES[2], bearer(t.callers.owner));
    expect(res.json<{ versions: unknown[] }>().versions).toHaveLength(1);
  });

  it('documents the endpoints in OpenAPI', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/env/resolve', '/api/env/backup', '/api/admin/env/versions']),
    );
  });
});
