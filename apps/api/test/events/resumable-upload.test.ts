import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import sharp from 'sharp';
import { buildEventsTestApp, type ErrorBody, type EventsTestApp } from './events-test-app.js';

type MediaItem = {
  contentType: string;
  url: string;
  name: string;
  resized: { width: number; url: string }[];
};
type Event = { id: string; media: MediaItem[] };
type Session = { uploadId: string; sessionUri: string };

const KB256 = 262_144;

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

/** The start of an MP4 (its ftyp box, what the type sniffing recognises), then noise. */
const mp4 = (size: number) =>
  Buffer.concat([
    Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
    randomBytes(size - 24),
  ]);

const newEvent = async () =>
  (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Video grande', date: '2030-05-01', status: 'published' },
    })
  ).json<Event>();

const start = (
  id: string,
  body: { name: string; size: number; contentType: string },
  headers: Record<string, string> = {},
) =>
  t.asStaff({
    method: 'POST',
    url: `/api/admin/events/${id}/media/uploads`,
    payload: body,
    headers,
  });

const openSession = async (id: string, file: Buffer, name = 'fiesta.mp4', type = 'video/mp4') => {
  const res = await start(id, { name, size: file.length, contentType: type });
  expect(res.statusCode).toBe(201);
  const session = res.json<Session>();
  expect(res.headers.location).toBe(session.sessionUri);
  return session;
};

const put = (uri: string, body: Buffer | undefined, range?: string, port = 3000) =>
  t.app.inject({
    method: 'PUT',
    url: uri,
    ...(body ? { payload: body } : {}),
    headers: {
      host: `localhost:${port}`,
      'content-type': 'application/octet-stream',
      ...(range ? { 'content-range': range } : {}),
    },
  });

const complete = (id: string, uploadId: string, headers: Record<string, string> = {}) =>
  t.asStaff({
    method: 'POST',
    url: `/api/admin/events/${id}/media/uploads/${uploadId}/complete`,
    headers,
  });

const stored = async (url: string) => {
  const path = decodeURIComponent(url.slice('/api/media/'.length));
  const read = await t.blobs.forTenant('default').get(path);
  if (!read) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of read.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Sends `file` from `from` in chunks that double from 256 KiB, as the editor does. */
async function sendFrom(uri: string, file: Buffer, from: number) {
  let offset = from;
  let size = KB256;
  let last: Awaited<ReturnType<typeof put>> | undefined;
  while (offset < file.length) {
    const end = Math.min(offset + size, file.length) - 1;
    last = await put(uri, file.subarray(offset, end + 1), `bytes ${offset}-${end}/${file.length}`);
    if (end + 1 < file.length) {
      expect(last.statusCode).toBe(308);
      expect(last.headers.range).toBe(`bytes=0-${end}`);
    }
    offset = end + 1;
    size *= 2;
  }
  if (!last) throw new Error('nothing to send');
  return last;
}

describe('resumable uploads (Cloud Storage protocol on the file driver)', () => {
  it('uploads a file in several chunks, answers progress with 308 + Range, and stores it byte for byte', async () => {
    const event = await newEvent();
    const file = mp4(1_300_000);
    const { uploadId, sessionUri } = await openSession(event.id, file);
    expect(sessionUri).toBe(`/api/uploads/${uploadId}`);

    // Nothing stored yet: 308 without Range.
    const first = await put(sessionUri, undefined, `bytes */${file.length}`);
    expect(first.statusCode).toBe(308);
    expect(first.headers.range).toBeUndefined();
    expect(first.headers.location).toBeUndefined();

    const last = await sendFrom(sessionUri, file, 0);
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ size: String(file.length), contentType: 'video/mp4' });

    const item = (await complete(event.id, uploadId)).json<MediaItem>();
    expect(item).toMatchObject({ contentType: 'video/mp4', name: 'fiesta.mp4', resized: [] });
    expect((await stored(item.url))!.equals(file)).toBe(true);
    const served = await t.app.inject({ url: item.url, headers: { host: 'localhost:3000' } });
    expect(served.rawPayload.equals(file)).toBe(true);
    const saved = (await t.asStaff({ url: `/api/admin/events/${event.id}` })).json<Event>();
    expect(saved.media).toEqual([item]);
    // The session is spent.
    expect((await complete(event.id, uploadId)).statusCode).toBe(404);
  });

  it('resumes after the connection drops mid-chunk: the status query says where to go on', async () => {
    const event = await newEvent();
    const file = mp4(1_000_000);
    const { uploadId, sessionUri } = await openSession(event.id, file);
    expect(
      (await put(sessionUri, file.subarray(0, KB256), `bytes 0-${KB256 - 1}/${file.length}`))
        .statusCode,
    ).toBe(308);

    // A real connection that announces the next 512 KiB, sends 200,000 bytes and dies.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'PUT',
        path: sessionUri,
        headers: {
          host: 'localhost:3000',
          'content-type': 'application/octet-stream',
          'content-length': String(2 * KB256),
          'content-range': `bytes ${KB256}-${3 * KB256 - 1}/${file.length}`,
        },
      });
      req.on('error', () => resolve());
      req.write(file.subarray(KB256, KB256 + 200_000), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // Let the server notice the drop and keep what arrived.
    let status = await put(sessionUri, undefined, `bytes */${file.length}`);
    for (let i = 0; i < 20 && status.headers.range === `bytes=0-${KB256 - 1}`; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = await put(sessionUri, undefined, `bytes */${file.length}`);
    }
    expect(status.statusCode).toBe(308);
    const kept = Number(/^bytes=0-(\d+)$/.exec(String(status.headers.range))![1]) + 1;
    expect(kept).toBeGreaterThan(KB256);
    expect(kept).toBeLessThanOrEqual(KB256 + 200_000);

    // A chunk sent again from an earlier offset (its answer was lost) is harmless.
    const again = await put(
      sessionUri,
      file.subarray(0, KB256),
      `bytes 0-${KB256 - 1}/${file.length}`,
    );
    expect(again.statusCode).toBe(308);
    expect(again.headers.range).toBe(`bytes=0-${kept - 1}`);

    const last = await sendFrom(sessionUri, file, kept);
    expect(last.statusCode).toBe(200);
    const item = (await complete(event.id, uploadId)).json<MediaItem>();
    expect((await stored(item.url))!.equals(file)).toBe(true);
  });

  it('cancels with DELETE (499): the bytes are gone and the session answers 404 from then on', async () => {
    const event = await newEvent();
    const file = mp4(600_000);
    const { uploadId, sessionUri } = await openSession(event.id, file);
    await put(sessionUri, file.subarray(0, KB256), `bytes 0-${KB256 - 1}/${file.length}`);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: sessionUri,
      headers: { host: 'localhost:3000' },
    });
    expect(cancel.statusCode).toBe(499);
    expect((await put(sessionUri, undefined, `bytes */${file.length}`)).statusCode).toBe(404);
    const late = await put(
      sessionUri,
      file.subarray(KB256),
      `bytes ${KB256}-${file.length - 1}/${file.length}`,
    );
    expect(late.statusCode).toBe(404);
    expect(
      (await complete(event.id, uploadId, { 'x-locale': 'en' })).json<ErrorBody>().error.message,
    ).toBe(
      'This upload no longer exists: it was cancelled, expired or never opened. Upload the file again.',
    );
    const files = await t.blobs.forTenant('default').list({ prefix: `events/${event.id}/` });
    expect(files.items).toEqual([]);
  });

  it('opens a session for the tenant’s staff only, and a session URI works on its own tenant only', async () => {
    const event = await newEvent();
    const body = { name: 'a.mp4', size: 500_000, contentType: 'video/mp4' };
    const url = `/api/admin/events/${event.id}/media/uploads`;
    const anon = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { host: 'localhost:3000' },
    });
    expect(anon.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { host: 'localhost:3000', ...bearer(t.callers.user) },
    });
    expect(user.statusCode).toBe(403);
    const unverified = await t.app.inject({
      method: 'POST',
      url,
      payload: body,
      headers: { host: 'localhost:3000', ...bearer(t.callers.unverifiedOwner) },
    });
    expect(unverified.statusCode).toBe(403);

    const file = mp4(500_000);
    const { sessionUri } = await openSession(event.id, file);
    expect((await put(sessionUri, undefined, `bytes */${file.length}`, 3002)).statusCode).toBe(404);
    expect(
      (await put('/api/uploads/not-a-session-id-at-all', undefined, 'bytes */10')).statusCode,
    ).toBe(404);
  });

  it('refuses an over-size file (413) and what is not a picture or video (415) before any byte', async () => {
    const event = await newEvent();
    const cases = [
      [{ name: 'peli.mp4', size: 200 * 1024 * 1024 + 1, contentType: 'video/mp4' }, 413],
      [{ name: 'foto.jpg', size: 15 * 1024 * 1024 + 1, contentType: 'image/jpeg' }, 413],
      [{ name: 'menu.pdf', size: 500_000, contentType: 'application/pdf' }, 415],
      [{ name: 'x.bin', size: 500_000, contentType: 'application/octet-stream' }, 415],
    ] as const;
    for (const [body, status] of cases) {
      const res = await start(event.id, body, { 'x-locale': 'es' });
      expect(res.statusCode, body.name).toBe(status);
    }
    expect(
      (
        await start(event.id, {
          name: 'a.mp4',
          size: 10,
          contentType: 'video/mp4',
          extra: 1,
        } as never)
      ).statusCode,
    ).toBe(400);
    expect(
      (await start('nope1234', { name: 'a.mp4', size: 10, contentType: 'video/mp4' })).statusCode,
    ).toBe(404);
  });

  it('refuses bytes that are not what the session was opened for (415), keeping nothing', async () => {
    const event = await newEvent();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(400_000)]);
    const { uploadId, sessionUri } = await openSession(event.id, pdf, 'not-a-video.mp4');
    const res = await sendFrom(sessionUri, pdf, 0);
    expect(res.statusCode).toBe(415);
    expect((await complete(event.id, uploadId)).statusCode).toBe(404);
    const files = await t.blobs.forTenant('default').list({ prefix: `events/${event.id}/` });
    expect(files.items).toEqual([]);
  });

  it('answers 409 to finishing with bytes missing, 400 to a range that does not fit the file', async () => {
    const event = await newEvent();
    const file = mp4(700_000);
    const { uploadId, sessionUri } = await openSession(event.id, file);
    await put(sessionUri, file.subarray(0, KB256), `bytes 0-${KB256 - 1}/${file.length}`);
    const early = await complete(event.id, uploadId);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.code).toBe('UPLOAD_INCOMPLETE');
    for (const range of [
      'bytes 0-10/99',
      `bytes 0-${file.length}/${file.length}`,
      'bytes 10-5/*',
      'items 0-1/2',
    ]) {
      const res = await put(sessionUri, Buffer.alloc(11), range);
      expect(res.statusCode, range).toBe(400);
    }
    // A gap after what is stored writes nothing; the answer says where to go on.
    const gap = await put(
      sessionUri,
      Buffer.alloc(100),
      `bytes ${KB256 + 1000}-${KB256 + 1099}/${file.length}`,
    );
    expect(gap.statusCode).toBe(308);
    expect(gap.headers.range).toBe(`bytes=0-${KB256 - 1}`);
    const last = await sendFrom(sessionUri, file, KB256);
    expect(last.statusCode).toBe(200);
    expect((await complete(event.id, uploadId)).statusCode).toBe(201);
  });

  it('turns a big picture into webp variants when it is finished', async () => {
    const event = await newEvent();
    // noise, so the JPEG is well over the resumable threshold
    const picture = await sharp(randomBytes(1200 * 800 * 3), {
      raw: { width: 1200, height: 800, channels: 3 },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(picture.length).toBeGreaterThan(KB256);
    const { uploadId, sessionUri } = await openSession(
      event.id,
      picture,
      'Cartel.jpg',
      'image/jpeg',
    );
    expect((await sendFrom(sessionUri, picture, 0)).statusCode).toBe(200);
    const item = (await complete(event.id, uploadId)).json<MediaItem>();
    expect(item.contentType).toBe('image/jpeg');
    expect(item.resized.map((variant) => variant.width)).toEqual([640, 750, 828, 1080, 1200]);
    expect((await stored(item.url))!.equals(picture)).toBe(true);
  });
});
