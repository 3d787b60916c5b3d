import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteTestApp, type SiteTestApp } from './site-test-app.js';

let t: SiteTestApp;
beforeAll(async () => {
  t = await buildSiteTestApp();
});
afterAll(() => t.app.close());

describe('compression and validators', () => {
  it('compresses the served HTML as the client accepts (br, then gzip), varying on Accept-Encoding', async () => {
    const plain = await t.page('/es/menus', 3000, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    // CORS's Origin stays in Vary beside it.
    expect(plain.headers.vary).toContain('Origin');
    const br = await t.page('/es/menus', 3000, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await t.page('/es/menus', 3000, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const missing = await t.page('/es/nope', 3000, { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it('answers 304 to a matching ETag (one per encoding), and a new ETag once the head changes', async () => {
    const first = await t.page('/en/blog', 3000, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const again = await t.page('/en/blog', 3000, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.page('/en/blog', 3000, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
    await t.saveMetadata('page', { title: { en: 'News' } }, 'blog');
    t.app.siteCache.clear();
    const changed = await t.page('/en/blog', 3000, {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('serves the build’s precompressed assets, with Vary', async () => {
    const br = await t.page('/assets/entry.client-abc.js', 3000, { 'accept-encoding': 'br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    const plain = await t.page('/assets/entry.client-abc.js', 3000, {
      'accept-encoding': 'identity',
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // No .br beside it: the file itself.
    const svg = await t.page('/favicon.svg', 3000, { 'accept-encoding': 'br' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-encoding']).toBeUndefined();
  });
});
