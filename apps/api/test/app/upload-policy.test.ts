import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { writeSiteFixture } from '../site/site-fixture.js';

/**
 * With BLOB_DRIVER=gcs the back office PUTs uploads above 256 KiB to the bucket's resumable
 * session on https://storage.googleapis.com: its page policy must let it connect there.
 */
const adminDist = mkdtempSync(join(tmpdir(), 'bar-admin-dist-'));
const webDist = writeSiteFixture();
writeFileSync(join(adminDist, 'index.html'), '<!doctype html><title>Back office</title>');

let gcs: FastifyInstance;
let fs: FastifyInstance;
beforeAll(async () => {
  const dists = { ADMIN_DIST: adminDist, WEB_DIST: webDist };
  gcs = await buildTestApp({ ...dists, BLOB_DRIVER: 'gcs', STORAGE_BUCKET: 'demo-bucket' });
  fs = await buildTestApp({ ...dists, BLOB_DRIVER: 'fs' });
});
afterAll(async () => {
  await Promise.all([gcs?.close(), fs?.close()]);
  rmSync(adminDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

const connectSrc = (policy: string | undefined) =>
  (policy ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'connect-src')
    ?.slice(1) ?? [];

const adminPolicy = async (app: FastifyInstance) => {
  const page = await app.inject({ url: '/admin', headers: { host: 'localhost:3001' } });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<title>Back office</title>');
  return String(page.headers['content-security-policy']);
};

const webPolicy = async (app: FastifyInstance) => {
  const page = await app.inject({ url: '/es', headers: { host: 'localhost:3000' } });
  expect(page.statusCode).toBe(200);
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(page.body)?.[1];
};

describe('the back office’s policy and the bucket’s upload sessions', () => {
  it('lets the back office connect to storage.googleapis.com with BLOB_DRIVER=gcs', async () => {
    const connect = connectSrc(await adminPolicy(gcs));
    expect(connect).toContain('https://storage.googleapis.com');
    expect(connect).toContain('https://identitytoolkit.googleapis.com');
  });

  it('does not with BLOB_DRIVER=fs (uploads go to the API itself)', async () => {
    const connect = connectSrc(await adminPolicy(fs));
    expect(connect).toContain("'self'");
    expect(connect).not.toContain('https://storage.googleapis.com');
  });

  it('keeps it out of the public pages, which upload nothing', async () => {
    const connect = connectSrc(await webPolicy(gcs));
    expect(connect).toContain('https://api.stripe.com');
    expect(connect).not.toContain('https://storage.googleapis.com');
  });
});
