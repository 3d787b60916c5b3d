import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../auth/auth-test-app.js';
import { buildEventsTestApp, type EventsTestApp, jpeg, multipartBody } from './events-test-app.js';

type MediaItem = { url: string; resized: { width: number; url: string }[] };
type Event = { id: string; media: MediaItem[] };

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

const create = async (status: 'draft' | 'published') =>
  (
    await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: `Fotos ${status}`, date: '2030-04-01', status },
    })
  ).json<Event>();
const uploadPicture = async (id: string) => {
  const body = multipartBody(await jpeg(700), 'cartel.jpg', 'image/jpeg');
  const res = await t.asStaff({
    method: 'POST',
    url: `/api/admin/events/${id}/media`,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode).toBe(201);
  return res.json<MediaItem>();
};
const publicFetch = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: 'localhost:3000', ...headers } });

describe('a draft event’s media', () => {
  it('is not public while the event is a draft: 404 to anyone but the tenant’s staff', async () => {
    const event = await create('draft');
    const item = await uploadPicture(event.id);
    for (const url of [item.url, ...item.resized.map((variant) => variant.url)]) {
      const anon = await publicFetch(url);
      expect(anon.statusCode, url).toBe(404);
      expect(anon.headers['cache-control']).toBe('private, no-store');
      expect((await publicFetch(url, { ...bearer(t.callers.user) })).statusCode).toBe(404);
      const head = await t.app.inject({ method: 'HEAD', url, headers: { host: 'localhost:3000' } });
      expect(head.statusCode).toBe(404);
    }
    // another tenant's host does not reach this tenant's files
    expect(
      (await publicFetch(item.url, { host: 'localhost:3002', ...bearer(t.callers.staff) }))
        .statusCode,
    ).toBe(404);
  });

  it('is served to the tenant’s staff, never kept by a shared cache', async () => {
    const event = await create('draft');
    const item = await uploadPicture(event.id);
    const staff = await publicFetch(item.url, { ...bearer(t.callers.staff) });
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['content-type']).toBe('image/jpeg');
    expect(staff.headers['cache-control']).toBe('private, no-store');
  });

  it('becomes public once the event is published, and private again as a draft', async () => {
    const event = await create('draft');
    const item = await uploadPicture(event.id);
    const publish = (status: string) =>
      t.asStaff({ method: 'PATCH', url: `/api/admin/events/${event.id}`, payload: { status } });
    expect((await publish('published')).statusCode).toBe(200);
    const served = await publicFetch(item.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await publish('draft')).statusCode).toBe(200);
    expect((await publicFetch(item.url)).statusCode).toBe(404);
  });

  it('keeps a published event’s media public from the start', async () => {
    const event = await create('published');
    const item = await uploadPicture(event.id);
    expect((await publicFetch(item.url)).statusCode).toBe(200);
  });
});
