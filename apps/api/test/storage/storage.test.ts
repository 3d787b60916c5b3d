import { randomBytes } from 'node:crypto';
import type { StorageList, StorageObject, StorageObjectAnswer } from '@bar/domain/api/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from '../events/events-test-app.js';

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
  const files = t.blobs.forTenant('default');
  await files.put('docs/a.txt', Buffer.from('a'));
  await files.put('docs/b.txt', Buffer.from('b'));
  await files.put('docs/sub/c.txt', Buffer.from('c'));
  await files.put('top.txt', Buffer.from('top'));
  await t.blobs.forTenant('restaurant').put('docs/secret.txt', Buffer.from('other tenant'));
});
afterAll(() => t.app.close());

const list = (query: string, locale = 'en') =>
  t.asStaff({ url: `/api/admin/storage/objects?${query}`, headers: { 'x-locale': locale } });
const object = (path: string, method: 'GET' | 'DELETE' = 'GET', extra = '') =>
  t.asStaff({
    method,
    url: `/api/admin/storage/object?path=${encodeURIComponent(path)}${extra}`,
    headers: { 'x-locale': 'es' },
  });

describe('the file browser', () => {
  it('lists a folder with its sub-folders, page by page, this tenant only', async () => {
    const top = (await list('delimiter=/')).json<StorageList>();
    expect(top.prefixes).toEqual(['docs/']);
    expect(top.items.map((item) => item.fullPath)).toEqual(['top.txt']);

    const docs = (await list('prefix=docs/&delimiter=/')).json<StorageList>();
    expect(docs.prefixes).toEqual(['docs/sub/']);
    expect(docs.items.map((item) => item.fullPath)).toEqual(['docs/a.txt', 'docs/b.txt']);
    expect(docs.items[0]).toMatchObject({ name: 'a.txt', size: 1 });
    expect(docs.items[0]!.contentType).toMatch(/^text\/plain/);

    const first = (await list('prefix=docs/&maxResults=2')).json<StorageList>();
    expect(first.items.map((item) => item.name)).toEqual(['a.txt', 'b.txt']);
    expect(first.nextPageToken).toEqual(expect.any(String));
    const second = (
      await list(`prefix=docs/&maxResults=2&pageToken=${first.nextPageToken}`)
    ).json<StorageList>();
    expect(second.items.map((item) => item.fullPath)).toEqual(['docs/sub/c.txt']);
    expect(second.nextPageToken).toBeUndefined();
    expect(JSON.stringify([top, docs, first, second])).not.toContain('secret');
  });

  it('refuses maxResults outside 1-1000 and paths that leave the tenant, in the caller language', async () => {
    for (const query of ['maxResults=0', 'maxResults=1001', 'maxResults=abc']) {
      const res = await list(query, 'fr');
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ErrorBody>().error.message).toBe('Les données envoyées ne sont pas valides.');
    }
    expect((await list('maxResults=1000')).statusCode).toBe(200);
    for (const prefix of ['../', '../restaurant/', '/docs/', 'docs', 'a//']) {
      expect((await list(`prefix=${encodeURIComponent(prefix)}`)).statusCode, prefix).toBe(400);
    }
    for (const path of ['../tenants/restaurant/docs/secret.txt', '/top.txt', 'docs//a.txt']) {
      expect((await object(path)).statusCode, path).toBe(400);
    }
    const missing = await object('docs/secret.txt');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorBody>().error.message).toBe(
      'Ese archivo no existe (o ya fue eliminado).',
    );
  });

  it('shows and edits metadata; a bad key or language is a 400 and changes nothing', async () => {
    const shown = (await object('docs/a.txt')).json<StorageObjectAnswer>();
    expect(shown).toMatchObject({
      url: '/api/media/docs/a.txt',
      usedBy: [],
      metadata: { fullPath: 'docs/a.txt', metageneration: '1', customMetadata: {} },
    });
    for (const key of [
      'bucket',
      'generation',
      'metageneration',
      'fullPath',
      'name',
      'size',
      'timeCreated',
      'updated',
      'md5Hash',
      'contentType',
      'customMetadata',
    ])
      expect(shown.metadata, key).toHaveProperty(key);

    const patch = (payload: unknown) =>
      t.asStaff({
        method: 'PATCH',
        url: '/api/admin/storage/object?path=docs/a.txt',
        payload: payload as Record<string, unknown>,
      });
    const res = await patch({
      cacheControl: 'public, max-age=60',
      contentDisposition: 'attachment; filename="a.txt"',
      contentLanguage: 'es-MX',
      customMetadata: { author: 'Ana' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<StorageObjectAnswer>().metadata).toMatchObject({
      cacheControl: 'public, max-age=60',
      contentDisposition: 'attachment; filename="a.txt"',
      contentLanguage: 'es-MX',
      customMetadata: { author: 'Ana' },
      metageneration: '2',
    });
    const media = await t.app.inject({ url: '/api/media/docs/a.txt' });
    expect(media.headers['content-disposition']).toBe('attachment; filename="a.txt"');
    expect(media.headers['content-language']).toBe('es-MX');

    for (const bad of [
      { customMetadata: { 'no spaces': 'x' } },
      { contentLanguage: 'not a language!' },
      { contentType: 'text/html' },
    ])
      expect((await patch(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    const cleared = await patch({ contentLanguage: null, customMetadata: { author: null } });
    expect(cleared.json<StorageObjectAnswer>().metadata).not.toHaveProperty('contentLanguage');
    expect(cleared.json<StorageObjectAnswer>().metadata.customMetadata).toEqual({});
    expect(
      (
        await t.asStaff({
          method: 'PATCH',
          url: '/api/admin/storage/object?path=docs/none.txt',
          payload: { cacheControl: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('warns before deleting a file in use, deletes it when confirmed', async () => {
    const files = t.blobs.forTenant('default');
    await files.put('gallery/used.txt', Buffer.from('used'));
    await t.documents.forTenant('default').set('events/ev-used', {
      title: 'Noche de salsa',
      media: [{ url: files.publicUrl('gallery/used.txt'), contentType: 'image/png' }],
    });
    const answer = (await object('gallery/used.txt')).json<StorageObjectAnswer>();
    expect(answer.usedBy).toEqual([{ kind: 'event', id: 'ev-used', label: 'Noche de salsa' }]);
    // A name that only starts the used one is not in use.
    await files.put('gallery/used.t', Buffer.from('other'));
    expect((await object('gallery/used.t')).json<StorageObjectAnswer>().usedBy).toEqual([]);

    const refused = await object('gallery/used.txt', 'DELETE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().error).toMatchObject({
      code: 'FILE_IN_USE',
      message: 'El archivo está en uso; confirma para eliminarlo de todos modos.',
      issues: [{ kind: 'event', id: 'ev-used' }],
    });
    expect(await files.head('gallery/used.txt')).not.toBeNull();

    expect((await object('gallery/used.txt', 'DELETE', '&force=true')).statusCode).toBe(204);
    expect(await files.head('gallery/used.txt')).toBeNull();
    expect((await object('gallery/used.txt', 'DELETE', '&force=true')).statusCode).toBe(404);
    expect((await object('top.txt', 'DELETE')).statusCode).toBe(204);
  });

  it('uploads a small file in one request; a page is stored as plain text', async () => {
    const picture = await jpeg(120);
    const body = multipartBody(picture, 'Menú del día.jpg', 'image/jpeg');
    const res = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/files?prefix=uploads/',
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<StorageObject>()).toMatchObject({
      fullPath: 'uploads/Menú del día.jpg',
      contentType: 'image/jpeg',
      size: picture.length,
      cacheControl: 'public, max-age=3600',
    });

    const page = multipartBody(Buffer.from('<script>alert(1)</script>'), '../x.html', 'text/html');
    const html = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/files?prefix=uploads/',
      payload: page.payload,
      headers: page.headers,
    });
    expect(html.statusCode).toBe(201);
    // The multipart parser keeps only the name; the page is stored as text, never as HTML.
    expect(html.json<StorageObject>().fullPath).toBe('uploads/x.html');
    expect(html.json<StorageObject>().contentType).toMatch(/^text\/plain/);
    const bad = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/files?prefix=../',
      payload: body.payload,
      headers: body.headers,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('uploads a big file through a resumable session into the chosen folder', async () => {
    const file = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(600_000)]);
    const start = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/uploads',
      payload: {
        name: 'carta.pdf',
        size: file.length,
        contentType: 'application/pdf',
        prefix: 'menus/',
      },
    });
    expect(start.statusCode).toBe(201);
    const { uploadId, sessionUri } = start.json<{ uploadId: string; sessionUri: string }>();
    const put = (body: Buffer | undefined, range: string) =>
      t.app.inject({
        method: 'PUT',
        url: sessionUri,
        ...(body ? { payload: body } : {}),
        headers: { host: 'localhost:3000', 'content-range': range },
      });
    const complete = () =>
      t.asStaff({ method: 'POST', url: `/api/admin/storage/uploads/${uploadId}/complete` });

    const half = 262_144;
    expect(
      (await put(file.subarray(0, half), `bytes 0-${half - 1}/${file.length}`)).statusCode,
    ).toBe(308);
    expect((await complete()).statusCode).toBe(409);
    const last = await put(file.subarray(half), `bytes ${half}-${file.length - 1}/${file.length}`);
    expect(last.statusCode).toBe(200);
    const done = await complete();
    expect(done.statusCode).toBe(201);
    expect(done.json<StorageObject>()).toMatchObject({
      fullPath: 'menus/carta.pdf',
      contentType: 'application/pdf',
      size: file.length,
    });
    // The session is spent.
    expect((await complete()).statusCode).toBe(404);
    // An abandoned session past its lifetime is forgotten when the next one opens.
    const docs = t.documents.forTenant('default');
    await docs.set('uploadSessions/abandoned-session-0000000000', {
      purpose: 'storage',
      path: 'menus/old.pdf',
      expiresAt: Date.now() - 1,
    });
    const tooBig = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/uploads',
      payload: { name: 'x.bin', size: 6 * 1024 * 1024, contentType: 'application/zip' },
      headers: { 'x-locale': 'en' },
    });
    expect(tooBig.statusCode).toBe(413);
    const again = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/uploads',
      payload: { name: 'otra.pdf', size: 300_000, contentType: 'application/pdf' },
    });
    expect(again.statusCode).toBe(201);
    expect(await docs.get('uploadSessions/abandoned-session-0000000000')).toBeNull();
    expect(tooBig.json<ErrorBody>().error.message).toContain('other files up to 5 MB');
  });
});
