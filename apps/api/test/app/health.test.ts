import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

interface Health {
  status: string;
  tenant: string;
  version: string;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('GET /api/health', () => {
  it.each([
    [3000, 'default'],
    [3001, 'default'],
    [3002, 'restaurant'],
  ])('resolves localhost:%i to tenant %s', async (port, tenant) => {
    const res = await app.inject({ url: '/api/health', headers: hostOf(port) });
    expect(res.statusCode).toBe(200);
    expect(res.json<Health>()).toEqual({
      status: 'ok',
      tenant,
      version: expect.any(String) as string,
    });
  });

  it('reports the API package’s version (the one `changeset version` bumps), a real release', async () => {
    const pkg = JSON.parse(
      readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    const res = await app.inject({ url: '/api/health', headers: hostOf(3000) });
    const { version } = res.json<Health>();
    expect(version).toBe(pkg.version);
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
    expect(version).not.toBe('0.0.0');
  });

  it('maps an unknown host to the default tenant', async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: 'evil.example.org' } });
    expect(res.json<Health>().tenant).toBe('default');
  });

  it('ignores X-Forwarded-Host without TRUST_PROXY: anyone can send it', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { host: 'localhost:3000', 'x-forwarded-host': 'localhost:3002' },
    });
    expect(res.json<Health>().tenant).toBe('default');
  });

  it('resolves the back office of restaurant on localhost:3003', async () => {
    const res = await app.inject({ url: '/api/health', headers: hostOf(3003) });
    expect(res.json<Health>().tenant).toBe('restaurant');
  });

  it('sends security headers and a request id', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    // A JSON answer is never rendered: its policy allows nothing, and no document-only header.
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('keeps the page policy for what a browser renders: unknown URLs, the API docs, media', async () => {
    for (const url of ['/api/nothing-here', '/api/docs', '/api/media/x/pic.png']) {
      const res = await app.inject({ url, headers: hostOf(3000) });
      expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    }
  });
});

describe('behind TRUST_PROXY=1 (Firebase Hosting in front of Cloud Run)', () => {
  let proxied: FastifyInstance;
  beforeAll(async () => {
    proxied = await buildTestApp({
      TRUST_PROXY: '1',
      TENANT_HOSTS: 'cantina.example=restaurant,bar.example=default',
    });
  });
  afterAll(() => proxied.close());

  it('takes the tenant from the X-Forwarded-Host the proxy wrote (the last entry)', async () => {
    const res = await proxied.inject({
      url: '/api/health',
      headers: { host: 'api-xyz.a.run.app', 'x-forwarded-host': 'bar.example, cantina.example' },
    });
    expect(res.json<Health>().tenant).toBe('restaurant');
  });

  it('maps admin.<domain> to the domain’s tenant', async () => {
    const res = await proxied.inject({
      url: '/api/health',
      headers: { host: 'api-xyz.a.run.app', 'x-forwarded-host': 'admin.cantina.example' },
    });
    expect(res.json<Health>().tenant).toBe('restaurant');
  });

  it('reads the client address one hop deep, not what the client claims before it', async () => {
    let seen = '';
    const app2 = await buildTestApp({ TRUST_PROXY: '1' }, (scope) => {
      scope.get('/api/test-ip', { config: { access: 'public' } }, (request) => {
        seen = request.ip;
        return {};
      });
    });
    await app2.inject({
      url: '/api/test-ip',
      remoteAddress: '10.0.0.1',
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    await app2.close();
    expect(seen).toBe('203.0.113.9');
  });
});

describe('GET /api/ready', () => {
  it('reports the store reachable', async () => {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', store: 'sqlite' });
  });
});

describe('CORS', () => {
  it('allows a tenant host origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:3001');
  });

  it('refuses a foreign origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example.org', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes at /api/docs', async () => {
    const res = await app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/ready']),
    );
  });
});
