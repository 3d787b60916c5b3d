import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type ErrorBody,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from './events-test-app.js';
import { bombPng } from '../support/pictures.js';

let t: EventsTestApp;
let eventId: string;
beforeAll(async () => {
  t = await buildEventsTestApp();
  eventId = (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Límites', date: '2030-03-01', status: 'published' },
    })
  ).json<{ id: string }>().id;
});
afterAll(() => t.app.close());

const upload = (payload: Buffer, headers: Record<string, string>) =>
  t.asStaff({ method: 'POST', url: `/api/admin/events/${eventId}/media`, payload, headers });

const storedFiles = async () =>
  (await t.blobs.forTenant('default').list({ prefix: `events/${eventId}/` })).items.length;

describe('uploads the image pipeline refuses', () => {
  it('refuses a picture above 40 megapixels with a translated 413, keeping nothing', async () => {
    const bomb = bombPng();
    expect(bomb.length).toBeLessThan(100_000);
    const body = multipartBody(bomb, 'bomb.png', 'image/png');
    const res = await upload(body.payload, { ...body.headers, 'x-locale': 'fr' });
    expect(res.statusCode).toBe(413);
    expect(res.json<ErrorBody>().error.message).toBe(
      'L’image a trop de pixels : jusqu’à 40 mégapixels (par exemple 8000 × 5000).',
    );
    const en = await upload(body.payload, { ...body.headers, 'x-locale': 'en' });
    expect(en.json<ErrorBody>().error.message).toContain('up to 40 megapixels');
    expect(await storedFiles()).toBe(0);
  });

  it('answers a truncated multipart body with 400, keeping nothing', async () => {
    const body = multipartBody(await jpeg(800), 'cut.jpg', 'image/jpeg');
    const cut = body.payload.subarray(0, Math.floor(body.payload.length / 2));
    const res = await upload(cut, { ...body.headers, 'x-locale': 'es' });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorBody>().error.message).toBe(
      'El formulario enviado está incompleto o mal formado. Vuelve a enviar el archivo.',
    );
    expect(await storedFiles()).toBe(0);
  });

  it('answers a multipart body without a boundary, or with garbage, with 400', async () => {
    const noBoundary = await upload(Buffer.from('hello'), {
      'content-type': 'multipart/form-data',
    });
    expect(noBoundary.statusCode).toBe(400);
    const garbage = await upload(Buffer.from('\r\n--x\r\nContent-Disposition: nonsense\r\n'), {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(garbage.statusCode).toBe(400);
    expect(await storedFiles()).toBe(0);
  });

  it('still accepts an ordinary picture afterwards', async () => {
    const body = multipartBody(await jpeg(700), 'ok.jpg', 'image/jpeg');
    const res = await upload(body.payload, body.headers);
    expect(res.statusCode).toBe(201);
    expect(res.json<{ resized: { width: number }[] }>().resized.map((r) => r.width)).toEqual([640]);
  });
});
