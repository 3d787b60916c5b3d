import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from './events-test-app.js';

type MediaItem = {
  contentType: string;
  url: string;
  name: string;
  resized: { width: number; url: string }[];
};
type Event = { id: string; media: MediaItem[]; coverUrl: string };

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

const newEvent = async (title = 'Con fotos') =>
  (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title, date: '2030-03-01', status: 'published' },
    })
  ).json<Event>();
const upload = (
  id: string,
  body: ReturnType<typeof multipartBody>,
  headers: Record<string, string> = {},
) =>
  t.asStaff({
    method: 'POST',
    url: `/api/admin/events/${id}/media`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
const files = async (id: string) =>
  (await t.blobs.forTenant('default').list({ prefix: `events/${id}/` })).items
    .map((item) => item.fullPath)
    .sort();
const fetchMedia = (url: string) => t.app.inject({ url, headers: { host: 'localhost:3000' } });

describe('POST /api/admin/events/:id/media', () => {
  it('turns a 2000-pixel JPEG into webp variants up to 1920 wide, served as webp, and appends it', async () => {
    const event = await newEvent();
    const res = await upload(
      event.id,
      multipartBody(await jpeg(2000), 'Noche Mariachi.JPG', 'image/jpeg'),
    );
    expect(res.statusCode).toBe(201);
    const item = res.json<MediaItem>();
    expect(item.contentType).toBe('image/jpeg');
    expect(item.name).toBe('Noche Mariachi.JPG');
    expect(item.url).toMatch(
      new RegExp(`^/api/media/events/${event.id}/[a-z0-9]+-noche-mariachi\\.jpg$`),
    );
    expect(item.resized.map((variant) => variant.width)).toEqual([640, 750, 828, 1080, 1200, 1920]);

    for (const variant of item.resized) {
      expect(variant.url).toMatch(new RegExp(`-${variant.width}\\.webp$`));
      const served = await fetchMedia(variant.url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
    const original = await fetchMedia(item.url);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(original.rawPayload).metadata()).width).toBe(2000);

    const stored = (await t.asStaff({ url: `/api/admin/events/${event.id}` })).json<Event>();
    expect(stored.media).toEqual([item]);
    expect(stored.coverUrl).toBe(item.url);
    expect(await files(event.id)).toHaveLength(7);
  });

  it('gives a picture narrower than 640 one webp at its own width, upright per its EXIF orientation', async () => {
    const event = await newEvent();
    // 400×300 stored sideways (orientation 6): it displays 300 wide
    const sideways = await sharp(await jpeg(400, 300))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const item = (
      await upload(event.id, multipartBody(sideways, 'side.jpg', 'image/jpeg'))
    ).json<MediaItem>();
    expect(item.resized.map((variant) => variant.width)).toEqual([300]);
    const variant = await sharp((await fetchMedia(item.resized[0]!.url)).rawPayload).metadata();
    expect([variant.width, variant.height]).toEqual([300, 400]);
  });

  it('stores a video as it is, without variants', async () => {
    const event = await newEvent();
    // the start of an MP4 (ftyp box) is what the sniffing recognises
    const mp4 = Buffer.concat([
      Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
      Buffer.alloc(5000, 1),
    ]);
    const res = await upload(event.id, multipartBody(mp4, 'clip.mp4', 'video/mp4'));
    expect(res.statusCode).toBe(201);
    expect(res.json<MediaItem>()).toMatchObject({
      contentType: 'video/mp4',
      name: 'clip.mp4',
      resized: [],
    });
    const stored = (await t.asStaff({ url: `/api/admin/events/${event.id}` })).json<Event>();
    expect(stored.coverUrl).toBe('');
    expect((await fetchMedia(stored.media[0]!.url)).rawPayload.equals(mp4)).toBe(true);
  });

  it('refuses what is not an image or video with 415, whatever the name and type claim, leaving no file', async () => {
    const event = await newEvent();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    for (const [data, name, type] of [
      [pdf, 'cartel.jpg', 'image/jpeg'],
      [Buffer.from('just some words'), 'notes.png', 'image/png'],
    ] as const) {
      const res = await upload(event.id, multipartBody(data, name, type), { 'x-locale': 'es' });
      expect(res.statusCode, name).toBe(415);
      expect(res.json<ErrorBody>().error.message).toBe('Solo se pueden subir imágenes y videos.');
    }
    // looks like a PNG, is not one
    const fake = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      Buffer.alloc(64, 7),
    ]);
    const broken = await upload(event.id, multipartBody(fake, 'broken.png', 'image/png'), {
      'x-locale': 'en',
    });
    expect(broken.statusCode).toBe(415);
    expect(broken.json<ErrorBody>().error.message).toBe(
      'The image could not be read. Try a JPEG, PNG or WebP file.',
    );
    expect(await files(event.id)).toEqual([]);
    expect((await t.asStaff({ url: `/api/admin/events/${event.id}` })).json<Event>().media).toEqual(
      [],
    );
  });

  it('refuses an image over 15 MB with 413, leaving no file', async () => {
    const event = await newEvent();
    const huge = Buffer.concat([await jpeg(64), Buffer.alloc(16 * 1024 * 1024, 0x41)]);
    const res = await upload(event.id, multipartBody(huge, 'huge.jpg', 'image/jpeg'), {
      'x-locale': 'en',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.message).toBe(
      'The file is too large: images up to 15 MB, videos up to 200 MB.',
    );
    expect(await files(event.id)).toEqual([]);
  });

  it('answers 400 without a file field, 415 to a non-multipart body, 404 for an unknown event', async () => {
    const event = await newEvent();
    const wrongField = await upload(
      event.id,
      multipartBody(await jpeg(100), 'a.jpg', 'image/jpeg', 'picture'),
      { 'x-locale': 'en' },
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<ErrorBody>().error.message).toBe(
      'Send the file in the "file" field of a multipart form.',
    );
    const json = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/${event.id}/media`,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const unknown = await upload('nope1234', multipartBody(await jpeg(100), 'a.jpg', 'image/jpeg'));
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only', async () => {
    const event = await newEvent();
    const body = multipartBody(await jpeg(100), 'a.jpg', 'image/jpeg');
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/media`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(anon.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/media`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(t.callers.user) },
    });
    expect(user.statusCode).toBe(403);
    expect(await files(event.id)).toEqual([]);
  });
});

describe('removing media and events removes their files', () => {
  it('DELETE /media/:index removes the item and its original and variants', async () => {
    const event = await newEvent();
    const first = (
      await upload(event.id, multipartBody(await jpeg(800), 'a.jpg', 'image/jpeg'))
    ).json<MediaItem>();
    const second = (
      await upload(event.id, multipartBody(await jpeg(700), 'b.jpg', 'image/jpeg'))
    ).json<MediaItem>();
    expect(await files(event.id)).toHaveLength(3 + 2);
    const res = await t.asStaff({ method: 'DELETE', url: `/api/admin/events/${event.id}/media/0` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Event>().media).toEqual([second]);
    expect(res.json<Event>().coverUrl).toBe('');
    expect((await fetchMedia(first.url)).statusCode).toBe(404);
    expect(await files(event.id)).toHaveLength(2);
    expect(
      (await t.asStaff({ method: 'DELETE', url: `/api/admin/events/${event.id}/media/5` }))
        .statusCode,
    ).toBe(404);
  });

  it('a PATCH that drops a media item deletes its files', async () => {
    const event = await newEvent();
    const item = (
      await upload(event.id, multipartBody(await jpeg(800), 'a.jpg', 'image/jpeg'))
    ).json<MediaItem>();
    expect(await files(event.id)).toHaveLength(3);
    const kept = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      payload: { media: [item] },
    });
    expect(kept.statusCode).toBe(200);
    expect(await files(event.id)).toHaveLength(3);
    await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      payload: { media: [], coverUrl: '' },
    });
    expect(await files(event.id)).toEqual([]);
  });

  it('DELETE /api/admin/events/:id removes every file of the event', async () => {
    const event = await newEvent();
    const other = await newEvent('Otro');
    await upload(event.id, multipartBody(await jpeg(1300), 'a.jpg', 'image/jpeg'));
    await upload(other.id, multipartBody(await jpeg(700), 'b.jpg', 'image/jpeg'));
    expect(await files(event.id)).toHaveLength(1 + 5);
    expect(
      (await t.asStaff({ method: 'DELETE', url: `/api/admin/events/${event.id}` })).statusCode,
    ).toBe(204);
    expect(await files(event.id)).toEqual([]);
    expect(await files(other.id)).toHaveLength(2);
  });
});
