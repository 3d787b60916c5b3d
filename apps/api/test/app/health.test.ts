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

  it('maps an unknown host to the default tenant', async () => {
    const res = await app.inject({ url: '/api/health', headers: { host: 'evil.example.org' } });
    expect(res.json<Health>().tenant).toBe('default');
  });

  it('prefers X-Forwarded-Host, as the hosting CDN sends it', async () => {
    const res = await app.inject({
      url: '/api/health',
      headers: { host: 'api.internal:8080', 'x-forwarded-host': 'localhost:3002' },
    });
    expect(res.json<Health>().tenant).toBe('restaurant');
  });

  it('sends security headers and a request id', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
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
