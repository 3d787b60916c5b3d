import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildEnvTestApp, envClient, type EnvTestApp, type ErrorBody } from './env-test-app.js';

// The environment section's version history: read one version (masked), restore it (a new
// version, the sealed secrets copied as they were).

const FIRST = 'sk-proj-first-secret-value-1111';
const SECOND = 'sk-proj-second-secret-value-2222';

let t: EnvTestApp;
let client: ReturnType<typeof envClient>;
beforeAll(async () => {
  t = await buildEnvTestApp();
  client = envClient(t);
});
afterAll(() => t.app.close());

const call = (method: 'GET' | 'POST', url: string, as = t.callers.owner, locale = 'es') =>
  t.app.inject({
    method,
    url,
    headers: { host: 'localhost:3002', 'x-locale': locale, ...bearer(as) },
  });

describe('environment versions', () => {
  let first: number;
  let second: number;

  it('reads one version with its secrets masked', async () => {
    first = (await client.backup({ env: { OPENAI_API_KEY: FIRST, CACHE_HOURS: 6 } })).json<{
      ts: number;
    }>().ts;
    second = (await client.backup({ env: { OPENAI_API_KEY: SECOND, CACHE_HOURS: 12 } })).json<{
      ts: number;
    }>().ts;
    expect(second).toBeGreaterThan(first);

    const res = await call('GET', `/api/admin/env/versions/${first}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const version = res.json<{ ts: number; env: Record<string, string> }>();
    expect(version.ts).toBe(first);
    expect(version.env.CACHE_HOURS).toBe('6');
    expect(version.env.OPENAI_API_KEY).toBe('••••1111');
    expect(res.body).not.toContain(FIRST);
  });

  it('restores a version as a new one: the old values, the old secret kept sealed', async () => {
    const res = await call('POST', `/api/admin/env/versions/${first}/restore`);
    expect(res.statusCode).toBe(200);
    const restored = res.json<{ ts: number; env: Record<string, string> }>();
    expect(restored.ts).toBeGreaterThan(second);
    expect(restored.env.OPENAI_API_KEY).toBe('••••1111');
    expect(res.body).not.toContain(FIRST);

    const now = (await client.resolve()).json<{ ts: number; env: Record<string, string> }>();
    expect(now.ts).toBe(restored.ts);
    expect(now.env.CACHE_HOURS).toBe('6');
    expect(now.env.OPENAI_API_KEY).toBe('••••1111');

    const list = (await client.versions()).json<{ versions: { ts: number }[] }>();
    expect(list.versions.map((v) => v.ts).slice(0, 3)).toEqual([restored.ts, second, first]);
  });

  it('answers 404 in the caller’s language for a version that does not exist', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const url = `/api/admin/env/versions/12345${method === 'POST' ? '/restore' : ''}`;
      const res = await call(method, url, t.callers.owner, 'fr');
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.message).toBe(
        "Cette version de l'environnement n'existe pas.",
      );
    }
  });

  it('refuses a timestamp that is not one (400) and every caller but the superadmin (403)', async () => {
    expect((await call('GET', '/api/admin/env/versions/abc')).statusCode).toBe(400);
    expect((await call('POST', '/api/admin/env/versions/-4/restore')).statusCode).toBe(400);
    for (const who of ['guest', 'user', 'staff'] as const) {
      const res = await call('POST', `/api/admin/env/versions/${first}/restore`, t.callers[who]);
      expect(res.statusCode, who).toBe(403);
    }
    const list = (await client.versions()).json<{ versions: unknown[] }>();
    expect(list.versions).toHaveLength(3);
  });
});
