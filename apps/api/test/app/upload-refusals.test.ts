import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from '../events/events-test-app.js';

/*
 * Every upload route goes through the one upload pipeline: a file the route does not take and a
 * file over its limit get the same code and the same translated text on every route, and
 * nothing of them is stored.
 */
let t: EventsTestApp;
let eventId: string;
let oversized: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await buildEventsTestApp();
  eventId = (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Subidas', date: '2030-06-01', status: 'published' },
    })
  ).json<{ id: string }>().id;
  // A real JPEG header followed by more than the 15 MB a picture may weigh.
  oversized = Buffer.concat([await jpeg(64), Buffer.alloc(16 * 1024 * 1024, 0x41)]);
});
afterAll(() => t.app.close());

const storedUnder = async (prefix: string) =>
  (await t.blobs.forTenant('default').list({ prefix })).items.map((item) => item.fullPath);

const send = (url: string, data: Buffer, name: string, type: string, locale: string) => {
  const body = multipartBody(data, name, type);
  return t.asStaff({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, 'x-locale': locale },
  });
};

const pictureRoutes = () => [
  { url: '/api/admin/gallery/images', stored: 'gallery/' },
  { url: '/api/admin/ai-agents/default/catalog/products/images', stored: 'Agents/' },
];

const IMAGE_ONLY = {
  es: 'Solo se aceptan imágenes (JPEG, PNG, WebP, GIF o AVIF).',
  en: 'Only images are accepted (JPEG, PNG, WebP, GIF or AVIF).',
  fr: 'Seules les images sont acceptées (JPEG, PNG, WebP, GIF ou AVIF).',
};
const MEDIA_TOO_LARGE = 'The file is too large: images up to 15 MB, videos up to 200 MB.';

describe('the upload pipeline on every route', () => {
  it.each(['es', 'en', 'fr'] as const)(
    'answers a non-image with 415 IMAGE_ONLY in %s on the picture routes, storing nothing',
    async (locale) => {
      for (const route of pictureRoutes()) {
        const res = await send(route.url, pdf, 'carta.jpg', 'image/jpeg', locale);
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(415);
        expect(res.json<ErrorBody>().error).toEqual({
          code: 'IMAGE_ONLY',
          message: IMAGE_ONLY[locale],
        });
        expect(await storedUnder(route.stored)).toEqual([]);
      }
    },
  );

  it("answers a non-image with 415 MEDIA_TYPE_UNSUPPORTED on a post's media, multipart or resumable", async () => {
    const res = await send(
      `/api/admin/events/${eventId}/media`,
      pdf,
      'cartel.jpg',
      'image/jpeg',
      'en',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'MEDIA_TYPE_UNSUPPORTED',
      message: 'Only images and videos can be uploaded.',
    });
    const opened = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/${eventId}/media/uploads`,
      payload: { name: 'menu.pdf', size: pdf.length, contentType: 'application/pdf' },
      headers: { 'x-locale': 'en' },
    });
    expect(opened.statusCode).toBe(415);
    expect(opened.json<ErrorBody>().error).toEqual(res.json<ErrorBody>().error);
    expect(await storedUnder(`events/${eventId}/`)).toEqual([]);
  });

  it('answers a file over 15 MB with 413 MEDIA_TOO_LARGE on the picture and media routes, storing nothing', async () => {
    for (const route of [
      ...pictureRoutes(),
      { url: `/api/admin/events/${eventId}/media`, stored: `events/${eventId}/` },
    ]) {
      const res = await send(route.url, oversized, 'huge.jpg', 'image/jpeg', 'en');
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(413);
      expect(res.json<ErrorBody>().error).toEqual({
        code: 'MEDIA_TOO_LARGE',
        message: MEDIA_TOO_LARGE,
      });
      expect(await storedUnder(route.stored)).toEqual([]);
    }
    const opened = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/${eventId}/media/uploads`,
      payload: { name: 'huge.jpg', size: oversized.length, contentType: 'image/jpeg' },
      headers: { 'x-locale': 'en' },
    });
    expect(opened.statusCode).toBe(413);
    expect(opened.json<ErrorBody>().error.code).toBe('MEDIA_TOO_LARGE');
  });

  it('the file browser takes any file, and answers one over its limit with 413 STORAGE_TOO_LARGE, multipart or resumable', async () => {
    const kept = await send(
      '/api/admin/storage/files?prefix=docs/',
      pdf,
      'carta.pdf',
      'application/pdf',
      'fr',
    );
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json<{ contentType: string }>().contentType).toBe('application/pdf');

    const tooBig = await send(
      '/api/admin/storage/files?prefix=grandes/',
      oversized,
      'huge.jpg',
      'image/jpeg',
      'fr',
    );
    expect(tooBig.statusCode).toBe(413);
    const STORAGE_TOO_LARGE = {
      code: 'STORAGE_TOO_LARGE',
      message:
        'Le fichier est trop volumineux : images jusqu’à 15 Mo, vidéos jusqu’à 200 Mo, PDF jusqu’à 20 Mo, autres fichiers jusqu’à 5 Mo.',
    };
    expect(tooBig.json<ErrorBody>().error).toEqual(STORAGE_TOO_LARGE);
    expect(await storedUnder('grandes/')).toEqual([]);
    const opened = await t.asStaff({
      method: 'POST',
      url: '/api/admin/storage/uploads',
      payload: {
        name: 'huge.jpg',
        size: oversized.length,
        contentType: 'image/jpeg',
        prefix: 'grandes/',
      },
      headers: { 'x-locale': 'fr' },
    });
    expect(opened.statusCode).toBe(413);
    expect(opened.json<ErrorBody>().error).toEqual(STORAGE_TOO_LARGE);
  });
});
