import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

const SCRIPT = "self.addEventListener('fetch', () => {});\n";
const webDist = mkdtempSync(join(tmpdir(), 'bar-web-'));
writeFileSync(join(webDist, 'sw.js'), SCRIPT);
writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>x</title>');

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('GET /sw.js with a web build', () => {
  it('serves the worker as JavaScript that no HTTP cache keeps', async () => {
    const res = await app.inject({ url: '/sw.js', headers: hostOf(3002) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(SCRIPT);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('keeps the manifest ahead of the site files too', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest', headers: hostOf(3002) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
  });
});
