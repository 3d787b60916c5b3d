import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from '../events/events-test-app.js';
import { buildApp } from '../helper.js';

/**
 * A multipart body cut short (a dropped connection, a proxy's limit) is the caller's fault:
 * every multipart route answers the translated 400 and keeps nothing, never a 500.
 */
let t: EventsTestApp;
let eventId: string;
let picture: Buffer;
beforeAll(async () => {
  t = await buildEventsTestApp();
  eventId = (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Cortes', date: '2030-04-01', status: 'published' },
    })
  ).json<{ id: string }>().id;
  picture = await jpeg(900);
});
afterAll(() => t.app.close());

/** Every multipart upload route, with where a refused upload would have left its files. */
const routes = () => [
  { url: `/api/admin/events/${eventId}/media`, stored: `events/${eventId}/` },
  { url: '/api/admin/gallery/images', stored: 'gallery/' },
  { url: '/api/admin/ai-agents/default/catalog/products/images', stored: 'Agents/' },
  { url: '/api/admin/storage/files?prefix=uploads/', stored: 'uploads/' },
];

const storedUnder = async (prefix: string) =>
  (await t.blobs.forTenant('default').list({ prefix })).items.map((item) => item.fullPath);

const MESSAGES = {
  es: 'El formulario enviado está incompleto o mal formado. Vuelve a enviar el archivo.',
  en: 'The form sent is incomplete or malformed. Send the file again.',
  fr: 'Le formulaire envoyé est incomplet ou mal formé. Renvoyez le fichier.',
};

describe('a truncated multipart body', () => {
  it('is tested on every multipart route the API registers', async () => {
    const { app, routes: registered } = await buildApp();
    await app.close();
    const multipart = registered
      .filter((route) => route.consumes.includes('multipart/form-data'))
      .map((route) => `${route.method} ${route.url}`);
    expect(multipart.sort()).toEqual([
      'POST /api/admin/ai-agents/:agentId/catalog/:kind/images',
      'POST /api/admin/events/:id/media',
      'POST /api/admin/gallery/images',
      'POST /api/admin/storage/files',
    ]);
    expect(routes()).toHaveLength(multipart.length);
  });

  it.each(['es', 'en', 'fr'] as const)(
    'answers 400 in %s on every route, cut mid-file or in the part’s headers, keeping nothing',
    async (locale) => {
      for (const route of routes()) {
        const body = multipartBody(picture, 'corte.jpg', 'image/jpeg');
        for (const cut of [Math.floor(body.payload.length / 2), 60]) {
          const res = await t.asStaff({
            method: 'POST',
            url: route.url,
            payload: body.payload.subarray(0, cut),
            headers: { ...body.headers, 'x-locale': locale },
          });
          expect(res.statusCode, `${route.url} cut at ${cut}: ${res.body}`).toBe(400);
          expect(res.json<ErrorBody>().error.message).toBe(MESSAGES[locale]);
        }
        expect(await storedUnder(route.stored)).toEqual([]);
      }
    },
  );

  it('still accepts the whole body on every route afterwards', async () => {
    for (const route of routes()) {
      const body = multipartBody(picture, 'entera.jpg', 'image/jpeg');
      const res = await t.asStaff({
        method: 'POST',
        url: route.url,
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(201);
      expect((await storedUnder(route.stored)).length).toBeGreaterThan(0);
    }
  });
});
