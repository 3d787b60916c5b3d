import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from '../../src/stores/blobs/blob-store.js';
import { openFsBlobBackend } from '../../src/stores/blobs/fs-blob-backend.js';
import { createBlobStore } from '../../src/stores/blobs/scoped-blob-store.js';

const MB = 1024 * 1024;
let dir: string;
let root: BlobStore;
let files: BlobStore;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'blobs-'));
  root = createBlobStore(openFsBlobBackend(dir));
  files = root.forTenant('default');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A stream of `size` bytes that starts with `head`, produced lazily (no big buffer). */
const streamOf = (head: Buffer, size: number) =>
  Readable.from(
    (function* () {
      yield head;
      for (let sent = head.length; sent < size; sent += 64 * 1024)
        yield Buffer.alloc(Math.min(64 * 1024, size - sent));
    })(),
  );

describe('BlobStore (local folder)', () => {
  it('stores bytes with the exact metadata shape and sniffs the type from the bytes', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const meta = await files.put('events/e1/photo.jpg', png, {
      cacheControl: 'public, max-age=60',
      contentDisposition: 'inline',
      contentLanguage: 'es',
      customMetadata: { uploadedBy: 'staff' },
    });
    expect(Object.keys(meta).sort()).toEqual(
      [
        'bucket',
        'cacheControl',
        'contentDisposition',
        'contentLanguage',
        'contentType',
        'customMetadata',
        'fullPath',
        'generation',
        'md5Hash',
        'metageneration',
        'name',
        'size',
        'timeCreated',
        'updated',
      ].sort(),
    );
    expect(meta).toMatchObject({
      bucket: 'local',
      fullPath: 'events/e1/photo.jpg',
      name: 'photo.jpg',
      size: png.length,
      contentType: 'image/png',
      metageneration: '1',
      customMetadata: { uploadedBy: 'staff' },
    });
    expect(meta.md5Hash).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await files.head('events/e1/photo.jpg')).toEqual(meta);
    expect(await root.head('tenants/default/events/e1/photo.jpg')).toMatchObject({
      size: png.length,
    });
    expect(await root.forTenant('restaurant').head('events/e1/photo.jpg')).toBeNull();
  });

  it('sniffs text, SVG and unknown binary sensibly', async () => {
    const type = async (body: string | Buffer, hint?: string) =>
      (
        await files.put('sniff/x', typeof body === 'string' ? Buffer.from(body) : body, {
          contentType: hint,
        })
      ).contentType;
    expect(
      await type('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ).toBe('image/svg+xml');
    expect(await type('hola, ¿qué tal?')).toBe('text/plain; charset=utf-8');
    expect(await type('a,b\n1,2\n', 'text/csv')).toBe('text/csv; charset=utf-8');
    expect(await type('{"a":1}', 'application/json')).toBe('application/json');
    expect(
      await type('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF', 'image/png'),
    ).toBe('application/pdf');
    expect(await type(Buffer.from([0, 1, 2, 3, 0xff, 0xfe, 0x00]), 'image/jpeg')).toBe(
      'application/octet-stream',
    );
    expect(await type('not really a png', 'image/png')).toBe('text/plain; charset=utf-8');
  });

  it('reads byte ranges and answers 416 past the end', async () => {
    await files.put('r/abc.txt', Buffer.from('0123456789'));
    const read = await files.get('r/abc.txt', { start: 2, end: 5 });
    expect(read?.range).toEqual({ start: 2, end: 5 });
    expect(await text(read!.body)).toBe('2345');
    expect(await text((await files.get('r/abc.txt', { start: 7 }))!.body)).toBe('789');
    await expect(files.get('r/abc.txt', { start: 10 })).rejects.toMatchObject({ statusCode: 416 });
    expect(await files.get('r/missing')).toBeNull();
  });

  it('refuses oversize uploads per kind with 413 and leaves nothing behind', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await expect(files.put('big/image.png', streamOf(png, 15 * MB + 1))).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('Images may be at most 15 MB') as string,
    });
    await expect(
      files.put('big/other.bin', streamOf(Buffer.from([0, 1]), 5 * MB + 1)),
    ).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringContaining('at most 5 MB') as string,
    });
    expect((await files.put('big/ok.png', streamOf(png, 6 * MB))).size).toBe(6 * MB);
    expect(await files.head('big/image.png')).toBeNull();
    expect(readdirSync(join(dir, 'tmp'))).toEqual([]);
  });

  it('lists with prefix, delimiter, pages and validates maxResults', async () => {
    const store = root.forTenant('lister');
    for (const path of ['a/1', 'a/2', 'a/3', 'a/sub/4', 'a/sub/5', 'b/6'])
      await store.put(path, Buffer.from(path));
    const all = await store.list({ prefix: 'a/', delimiter: '/' });
    expect(all.items.map((item) => item.fullPath)).toEqual(['a/1', 'a/2', 'a/3']);
    expect(all.prefixes).toEqual(['a/sub/']);
    expect(all.nextPageToken).toBeUndefined();
    const first = await store.list({ prefix: 'a/', maxResults: 2 });
    expect(first.items.map((item) => item.fullPath)).toEqual(['a/1', 'a/2']);
    const second = await store.list({
      prefix: 'a/',
      maxResults: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.items.map((item) => item.fullPath)).toEqual(['a/3', 'a/sub/4']);
    const third = await store.list({
      prefix: 'a/',
      maxResults: 2,
      pageToken: second.nextPageToken,
    });
    expect(third.items.map((item) => item.fullPath)).toEqual(['a/sub/5']);
    expect(third.nextPageToken).toBeUndefined();
    expect((await store.list()).items).toHaveLength(6);
    for (const maxResults of [0, 1001, 1.5]) {
      await expect(store.list({ maxResults })).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(store.list({ prefix: '../x' })).rejects.toMatchObject({ statusCode: 400 });
  });

  it('deletes, rejects bad paths and builds public URLs', async () => {
    await files.put('d/x', Buffer.from('x'));
    expect(await files.delete('d/x')).toBe(true);
    expect(await files.delete('d/x')).toBe(false);
    for (const path of ['', '../etc/passwd', 'a//b', '/a', 'a/./b']) {
      await expect(files.head(path), path).rejects.toMatchObject({ statusCode: 400 });
    }
    expect(files.publicUrl('events/e 1/cover.webp')).toBe('/api/media/events/e%201/cover.webp');
  });

  it('edits metadata as a PATCH: kept, replaced, removed, merged; the bytes untouched', async () => {
    const before = await files.put('m/notes.txt', Buffer.from('hola'), {
      cacheControl: 'no-cache',
      contentLanguage: 'es',
      customMetadata: { owner: 'ana', keep: 'yes' },
    });
    const after = await files.updateMetadata('m/notes.txt', {
      cacheControl: 'public, max-age=60',
      contentLanguage: null,
      contentDisposition: 'attachment; filename="notes.txt"',
      customMetadata: { owner: null, added: 'new' },
    });
    expect(after).toMatchObject({
      fullPath: 'm/notes.txt',
      cacheControl: 'public, max-age=60',
      contentDisposition: 'attachment; filename="notes.txt"',
      customMetadata: { keep: 'yes', added: 'new' },
      metageneration: '2',
      generation: before.generation,
      md5Hash: before.md5Hash,
      size: 4,
    });
    expect(after).not.toHaveProperty('contentLanguage');
    expect(await files.head('m/notes.txt')).toEqual(after);
    const read = await files.get('m/notes.txt');
    expect(await text(read!.body)).toBe('hola');
    expect(await files.updateMetadata('m/missing.txt', { cacheControl: 'x' })).toBeNull();
    await expect(
      files.updateMetadata('m/notes.txt', { customMetadata: { 'bad key': 'x' } }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});
