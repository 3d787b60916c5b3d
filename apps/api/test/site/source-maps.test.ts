import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import { writeSiteFixture } from './site-fixture.js';

/**
 * A build folder may hold source maps and their precompressed copies (an older precompress step
 * wrote `.js.map.br` / `.js.map.gz`): none is served, under any URL or encoding.
 */
const MAP = JSON.stringify({ version: 3, sources: ['../src/secret-admin-route.tsx'] });
const adminDist = mkdtempSync(join(tmpdir(), 'bar-admin-dist-'));
const webDist = writeSiteFixture();
const writeMaps = (root: string, asset: string) => {
  writeFileSync(join(root, asset), 'console.log("asset");');
  writeFileSync(join(root, `${asset}.map`), MAP);
  writeFileSync(join(root, `${asset}.map.br`), brotliCompressSync(MAP));
  writeFileSync(join(root, `${asset}.map.gz`), gzipSync(MAP));
};

let app: FastifyInstance;
beforeAll(async () => {
  mkdirSync(join(adminDist, 'assets'));
  writeFileSync(join(adminDist, 'index.html'), '<!doctype html><title>Back office</title>');
  writeMaps(adminDist, 'assets/index-abc.js');
  writeMaps(webDist, 'assets/chunk-def.js');
  app = await buildTestApp({ ADMIN_DIST: adminDist, WEB_DIST: webDist });
});
afterAll(async () => {
  await app?.close();
  rmSync(adminDist, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, port: number, encoding?: string) =>
  app.inject({
    url,
    headers: { host: `localhost:${port}`, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });

const decoded = (res: LightMyRequestResponse) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.body;
};

const sites = [
  { name: 'back office', port: 3001, asset: '/assets/index-abc.js' },
  { name: 'public site', port: 3000, asset: '/assets/chunk-def.js' },
];

describe.each(sites)('the $name’s source maps', ({ port, asset }) => {
  it('still serves the asset itself', async () => {
    const res = await get(asset, port);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("asset");');
  });

  it.each(['.map', '.map.br', '.map.gz', '.MAP', '.map.BR'])(
    'answers 404 to %s, whatever the encoding asked',
    async (suffix) => {
      for (const encoding of [undefined, 'br', 'gzip', 'br, gzip, identity']) {
        const res = await get(`${asset}${suffix}`, port, encoding);
        expect(res.statusCode, `${suffix} ${encoding ?? ''}`).toBe(404);
        // The public site's 404 page may come compressed: what it says is read decoded.
        expect(decoded(res)).not.toContain('secret-admin-route');
        expect(res.rawPayload.includes(brotliCompressSync(MAP))).toBe(false);
        expect(res.rawPayload.includes(gzipSync(MAP).subarray(10))).toBe(false);
      }
    },
  );

  it('answers 404 to an encoded spelling of the map’s URL', async () => {
    const res = await get(`${asset}.ma%70.gz`, port, 'gzip');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('secret-admin-route');
  });
});

describe('the build’s precompress step (apps/web/scripts/precompress.mjs, also the admin’s)', () => {
  it('writes .br and .gz beside the assets, never beside a source map', () => {
    const dist = mkdtempSync(join(tmpdir(), 'bar-precompress-'));
    try {
      mkdirSync(join(dist, 'assets'));
      const code = 'export const menu = "tacos al pastor";\n'.repeat(200);
      writeFileSync(join(dist, 'assets/app-abc.js'), code);
      writeFileSync(
        join(dist, 'assets/app-abc.js.map'),
        JSON.stringify({ sourcesContent: [code] }),
      );
      const script = resolve(import.meta.dirname, '../../../web/scripts/precompress.mjs');
      execFileSync(process.execPath, [script, dist], { stdio: 'pipe' });
      expect(readdirSync(join(dist, 'assets')).sort()).toEqual([
        'app-abc.js',
        'app-abc.js.br',
        'app-abc.js.gz',
        'app-abc.js.map',
      ]);
      expect(existsSync(join(dist, 'assets/app-abc.js.map.br'))).toBe(false);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
