import type { StorageObject, StorageObjectAnswer } from '@bar/domain/api/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildEventsTestApp,
  type EventsTestApp,
  jpeg,
  multipartBody,
} from '../events/events-test-app.js';

type MediaItem = { url: string; contentType: string; name: string; resized: unknown[] };
type Event = { id: string; status: string; media: MediaItem[] };

let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

const publicFetch = (url: string) => t.app.inject({ url, headers: { host: 'localhost:3000' } });

/** A picture uploaded to the top of the Files section, as the back office's library picker does. */
async function libraryPicture(name: string): Promise<{ object: StorageObject; url: string }> {
  const body = multipartBody(await jpeg(300), name, 'image/jpeg');
  const res = await t.asStaff({
    method: 'POST',
    url: '/api/admin/storage/files?prefix=',
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode).toBe(201);
  const object = res.json<StorageObject>();
  const shown = await t.asStaff({
    url: `/api/admin/storage/object?path=${encodeURIComponent(object.fullPath)}`,
  });
  return { object, url: shown.json<StorageObjectAnswer>().url };
}

describe('a library file picked into an event', () => {
  it('is served to anyone once the event is published, and the Files section says where it is used', async () => {
    const { object, url } = await libraryPicture('Terraza de noche.jpg');
    expect(url).toBe('/api/media/Terraza%20de%20noche.jpg');
    const item = { contentType: object.contentType, url, name: object.name };

    const created = await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: {
        title: 'Cena en la terraza',
        date: '2030-05-01',
        status: 'published',
        media: [item],
      },
    });
    expect(created.statusCode).toBe(201);
    const event = created.json<Event>();
    expect(event.media).toEqual([{ ...item, resized: [] }]);

    const shown = await publicFetch(`/api/events/${event.id}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<Event>().media[0]!.url).toBe(url);
    const picture = await publicFetch(url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(picture.headers['cache-control']).toBe('public, max-age=3600');

    const answer = await t.asStaff({
      url: `/api/admin/storage/object?path=${encodeURIComponent(object.fullPath)}`,
    });
    expect(answer.json<StorageObjectAnswer>().usedBy).toEqual([
      { kind: 'event', id: event.id, label: 'Cena en la terraza' },
    ]);
  });

  it('stays in the library when the event drops it or is deleted', async () => {
    const { object, url } = await libraryPicture('patio.jpg');
    const item = { contentType: object.contentType, url, name: object.name };
    const files = t.blobs.forTenant('default');
    const event = (
      await t.asStaff({
        method: 'POST',
        url: '/api/admin/events',
        payload: { title: 'Patio', date: '2030-05-02', status: 'draft', media: [item] },
      })
    ).json<Event>();

    const dropped = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      payload: { media: [] },
    });
    expect(dropped.statusCode).toBe(200);
    expect(await files.head(object.fullPath)).not.toBeNull();

    await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${event.id}`,
      payload: { media: [item] },
    });
    const removed = await t.asStaff({ method: 'DELETE', url: `/api/admin/events/${event.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await files.head(object.fullPath)).not.toBeNull();
    expect((await publicFetch(url)).statusCode).toBe(200);
  });

  it('is added to the gallery as a library picture, shown publicly, and kept when removed from it', async () => {
    const { object, url } = await libraryPicture('Barra.jpg');
    const files = t.blobs.forTenant('default');
    await files.put('events/ev-x/cartel.jpg', await jpeg(200));
    await files.put('notas.txt', Buffer.from('no es una foto'));
    const add = (payload: object) =>
      t.asStaff({ method: 'POST', url: '/api/admin/gallery', payload });

    for (const bad of [
      '/api/media/events/ev-x/cartel.jpg',
      '/api/media/notas.txt',
      '/api/media/falta.jpg',
    ])
      expect((await add({ source: 'library', url: bad })).statusCode, bad).toBe(400);

    const added = await add({ source: 'library', url, alt: { es: 'La barra' } });
    expect(added.statusCode).toBe(201);
    const item = added.json<{ id: string; source: string; url: string; resized: unknown[] }>();
    expect(item).toMatchObject({ source: 'library', url, resized: [] });

    const shown = await publicFetch('/api/gallery?locale=es');
    expect(JSON.stringify(shown.json())).toContain(url);
    expect((await publicFetch(url)).statusCode).toBe(200);

    const removed = await t.asStaff({ method: 'DELETE', url: `/api/admin/gallery/${item.id}` });
    expect(removed.statusCode).toBe(204);
    expect(await files.head(object.fullPath)).not.toBeNull();
  });
});
