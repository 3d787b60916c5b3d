import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, hostOf } from '../helper.js';

describe('GET /api/media/* (the real app)', () => {
  let app: FastifyInstance;
  let png: Buffer;
  beforeAll(async () => {
    app = await buildTestApp();
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    await app.blobs.forTenant('default').put('catalog/e1/cover.png', png);
    await app.blobs
      .forTenant('restaurant')
      .put('catalog/e1/only-here.txt', Buffer.from('restaurant file'));
    await app.blobs
      .forTenant('default')
      .put(
        'x/pic.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      );
  });
  afterAll(() => app.close());

  it('serves the tenant file with type, ETag, Cache-Control and length', async () => {
    const res = await app.inject({ url: '/api/media/catalog/e1/cover.png', headers: hostOf(3000) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(Number(res.headers['content-length'])).toBe(png.length);
    expect(res.rawPayload.equals(png)).toBe(true);
    const again = await app.inject({
      url: '/api/media/catalog/e1/cover.png',
      headers: { ...hostOf(3000), 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves byte ranges (206) and refuses impossible ones (416)', async () => {
    const part = await app.inject({
      url: '/api/media/catalog/e1/cover.png',
      headers: { ...hostOf(3000), range: 'bytes=0-7' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(0, 8))).toBe(true);
    const tail = await app.inject({
      url: '/api/media/catalog/e1/cover.png',
      headers: { ...hostOf(3000), range: 'bytes=-4' },
    });
    expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true);
    const bad = await app.inject({
      url: '/api/media/catalog/e1/cover.png',
      headers: { ...hostOf(3000), range: `bytes=${png.length}-` },
    });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${png.length}`);
    const stale = await app.inject({
      url: '/api/media/catalog/e1/cover.png',
      headers: { ...hostOf(3000), range: 'bytes=0-7', 'if-range': '"other"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('answers HEAD without a body, 404 for missing or other-tenant files, 400 for bad paths', async () => {
    const head = await app.inject({
      method: 'HEAD',
      url: '/api/media/catalog/e1/cover.png',
      headers: hostOf(3000),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    expect(head.body).toBe('');
    expect(
      (await app.inject({ url: '/api/media/catalog/e1/nope.png', headers: hostOf(3000) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ url: '/api/media/catalog/e1/only-here.txt', headers: hostOf(3000) }))
        .statusCode,
    ).toBe(404);
    const other = await app.inject({
      url: '/api/media/catalog/e1/only-here.txt',
      headers: hostOf(3002),
    });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe('restaurant file');
    for (const url of [
      '/api/media/a//b',
      '/api/media/a/%2e%2e/b',
      '/api/media/..%2f..%2fetc/passwd',
    ]) {
      expect([400, 404], url).toContain(
        (await app.inject({ url, headers: hostOf(3000) })).statusCode,
      );
    }
    expect((await app.inject({ url: '/api/media/a//b', headers: hostOf(3000) })).statusCode).toBe(
      400,
    );
  });

  it('sandboxes SVG', async () => {
    const res = await app.inject({ url: '/api/media/x/pic.svg', headers: hostOf(3000) });
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });

  it('exposes the scoped stores on the request and pings for readiness', async () => {
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    await app.documents.forTenant('restaurant').set('events/x', { title: 'R' });
    expect(await app.documents.get('tenants/restaurant/events/x')).toEqual({ title: 'R' });
  });
});
