import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  multipartBody,
} from '../events/events-test-app.js';
import { buildApp } from '../helper.js';
import { bombPng } from '../support/pictures.js';

/**
 * A picture whose header declares more than 40 megapixels (a few KB on the wire, a gigabyte
 * decoded) is refused with the translated 413 on every upload route, and nothing of it stays.
 */
let t: EventsTestApp;
let eventId: string;
const bomb = bombPng();
beforeAll(async () => {
  t = await buildEventsTestApp();
  eventId = (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Píxeles', date: '2030-06-01', status: 'published' },
    })
  ).json<{ id: string }>().id;
});
afterAll(() => t.app.close());

const MESSAGES = {
  es: 'La imagen tiene demasiados píxeles: hasta 40 megapíxeles (por ejemplo 8000 × 5000).',
  en: 'The image has too many pixels: up to 40 megapixels (for example 8000 × 5000).',
  fr: 'L’image a trop de pixels : jusqu’à 40 mégapixels (par exemple 8000 × 5000).',
};
type Locale = keyof typeof MESSAGES;

const storedUnder = async (prefix: string) =>
  (await t.blobs.forTenant('default').list({ prefix })).items.map((item) => item.fullPath);

const multipartRoutes = () => [
  { url: `/api/admin/events/${eventId}/media`, stored: `events/${eventId}/` },
  { url: '/api/admin/gallery/images', stored: 'gallery/' },
  { url: '/api/admin/ai-agents/default/catalog/products/images', stored: 'Agents/' },
  { url: '/api/admin/storage/files?prefix=uploads/', stored: 'uploads/' },
];

/** The resumable routes: open a session, PUT the bytes to it, complete. */
const resumableRoutes = () => [
  {
    start: `/api/admin/events/${eventId}/media/uploads`,
    body: { name: 'bomba.png', size: bomb.length, contentType: 'image/png' },
    complete: (uploadId: string) =>
      `/api/admin/events/${eventId}/media/uploads/${uploadId}/complete`,
    stored: `events/${eventId}/`,
  },
  {
    start: '/api/admin/storage/uploads',
    body: { name: 'bomba.png', size: bomb.length, contentType: 'image/png', prefix: 'grandes/' },
    complete: (uploadId: string) => `/api/admin/storage/uploads/${uploadId}/complete`,
    stored: 'grandes/',
  },
];

describe('a picture over the pixel limit', () => {
  it('is tested on every upload route the API registers', async () => {
    const { app, routes } = await buildApp();
    await app.close();
    const uploads = routes
      .filter(
        (route) =>
          route.consumes.includes('multipart/form-data') ||
          route.url.endsWith('/uploads/:uploadId/complete'),
      )
      .map((route) => `${route.method} ${route.url}`);
    expect(uploads.sort()).toEqual([
      'POST /api/admin/ai-agents/:agentId/catalog/:kind/images',
      'POST /api/admin/events/:id/media',
      'POST /api/admin/events/:id/media/uploads/:uploadId/complete',
      'POST /api/admin/gallery/images',
      'POST /api/admin/storage/files',
      'POST /api/admin/storage/uploads/:uploadId/complete',
    ]);
    expect(multipartRoutes().length + resumableRoutes().length).toBe(uploads.length);
  });

  it.each(['es', 'en', 'fr'] as const)(
    'answers 413 in %s on every multipart route, keeping nothing',
    async (locale: Locale) => {
      expect(bomb.length).toBeLessThan(100_000);
      for (const route of multipartRoutes()) {
        const body = multipartBody(bomb, 'bomba.png', 'image/png');
        const res = await t.asStaff({
          method: 'POST',
          url: route.url,
          payload: body.payload,
          headers: { ...body.headers, 'x-locale': locale },
        });
        expect(res.statusCode, `${route.url}: ${res.body}`).toBe(413);
        expect(res.json<ErrorBody>().error.message).toBe(MESSAGES[locale]);
        expect(await storedUnder(route.stored)).toEqual([]);
      }
    },
  );

  it.each(['es', 'en', 'fr'] as const)(
    'answers 413 in %s when a resumable upload completes, removing the stored bytes',
    async (locale: Locale) => {
      for (const route of resumableRoutes()) {
        const opened = await t.asStaff({ method: 'POST', url: route.start, payload: route.body });
        expect(opened.statusCode, opened.body).toBe(201);
        const { uploadId, sessionUri } = opened.json<{ uploadId: string; sessionUri: string }>();
        const sent = await t.app.inject({
          method: 'PUT',
          url: sessionUri,
          payload: bomb,
          headers: {
            host: 'localhost:3000',
            'content-type': 'application/octet-stream',
            'content-range': `bytes 0-${bomb.length - 1}/${bomb.length}`,
          },
        });
        expect(sent.statusCode).toBe(200);
        const res = await t.asStaff({
          method: 'POST',
          url: route.complete(uploadId),
          headers: { 'x-locale': locale },
        });
        expect(res.statusCode, `${route.start}: ${res.body}`).toBe(413);
        expect(res.json<ErrorBody>().error.message).toBe(MESSAGES[locale]);
        expect(await storedUnder(route.stored)).toEqual([]);
      }
    },
  );
});
