import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEventsTestApp, dayFromToday, type EventsTestApp } from './events-test-app.js';

/** Every save of a post and of a catalogue item keeps a version, with diff data and a restore. */
let t: EventsTestApp;
beforeAll(async () => {
  t = await buildEventsTestApp();
});
afterAll(() => t.app.close());

type Summary = {
  id: string;
  by: string | null;
  changed: string[];
  restoredFrom: string | null;
  baseline: boolean;
};
type Post = { id: string; title: string; description: string; updatedAt: string };

const versions = async (area: string, doc: string) => {
  const res = await t.asStaff({ method: 'GET', url: `/api/admin/${area}/versions?doc=${doc}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ versions: Summary[] }>().versions;
};

describe('post versions', () => {
  it('keeps one per create and save, and a restore brings the older texts back as a new version', async () => {
    const created = await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Noche de salsa', description: 'Primera versión', date: dayFromToday(4) },
    });
    expect(created.statusCode).toBe(201);
    const post = created.json<Post>();
    const patched = await t.asStaff({
      method: 'PATCH',
      url: `/api/admin/events/${post.id}`,
      payload: { title: 'Noche de salsa y bachata', description: 'Segunda versión' },
    });
    expect(patched.statusCode).toBe(200);

    const list = await versions('events', post.id);
    // A post made here has no original before its first version.
    expect(list).toHaveLength(2);
    expect(list.some((version) => version.baseline)).toBe(false);
    expect(list[0]).toMatchObject({ restoredFrom: null });
    expect(list[0]!.changed.sort()).toEqual(['description', 'title']);
    expect(list[0]!.by).toMatch(/@/);

    const older = await t.asStaff({
      method: 'GET',
      url: `/api/admin/events/versions/${list[1]!.id}?doc=${post.id}`,
    });
    expect(older.json<{ data: { title: string } }>().data.title).toBe('Noche de salsa');

    const restored = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/versions/${list[1]!.id}/restore?doc=${post.id}`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Summary>().restoredFrom).toBe(list[1]!.id);
    const now = await t.asStaff({ method: 'GET', url: `/api/admin/events/${post.id}` });
    expect(now.json<Post>()).toMatchObject({
      title: 'Noche de salsa',
      description: 'Primera versión',
    });
    expect(await versions('events', post.id)).toHaveLength(3);
  });

  it('keeps a post written before versions as its original, so the first save names only its change', async () => {
    // The demo data (named ids) and posts saved before versions were kept have no version yet.
    await t.documents.forTenant('default').set('events/karaoke-viernes', {
      title: 'Karaoke de los viernes',
      description: 'Canta con la banda.',
      date: dayFromToday(5),
      status: 'published',
    });
    const patched = await t.asStaff({
      method: 'PATCH',
      url: '/api/admin/events/karaoke-viernes',
      payload: { title: 'Karaoke de los sábados' },
    });
    expect(patched.statusCode, patched.body).toBe(200);

    const list = await versions('events', 'karaoke-viernes');
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ baseline: false, changed: ['title'] });
    expect(list[0]!.by).toMatch(/@/);
    expect(list[1]).toMatchObject({ baseline: true, by: null, changed: [] });

    const restored = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/versions/${list[1]!.id}/restore?doc=karaoke-viernes`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const now = await t.asStaff({ method: 'GET', url: '/api/admin/events/karaoke-viernes' });
    expect(now.json<Post>()).toMatchObject({
      title: 'Karaoke de los viernes',
      description: 'Canta con la banda.',
    });
    // A later save compares with the version before it: no second original.
    await t.asStaff({
      method: 'PATCH',
      url: '/api/admin/events/karaoke-viernes',
      payload: { description: 'Canta con mariachi.' },
    });
    const after = await versions('events', 'karaoke-viernes');
    expect(after).toHaveLength(4);
    expect(after.filter((version) => version.baseline)).toHaveLength(1);
    expect(after[0]!.changed).toEqual(['description']);
  });

  it('answers 400 for a malformed post id, 404 for an unknown version, and keeps tenants apart', async () => {
    const bad = await t.asStaff({ method: 'GET', url: '/api/admin/events/versions?doc=a/b' });
    expect(bad.statusCode).toBe(400);
    const created = await t.asStaff({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Solo aquí', date: dayFromToday(2) },
    });
    const { id } = created.json<Post>();
    const missing = await t.asStaff({
      method: 'POST',
      url: `/api/admin/events/versions/20260101-00000000/restore?doc=${id}`,
    });
    expect(missing.statusCode).toBe(404);
    const other = await t.asStaff({
      method: 'GET',
      url: `/api/admin/events/versions?doc=${id}`,
      headers: { host: 'localhost:3002' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json<{ versions: unknown[] }>().versions).toEqual([]);
  });
});

describe('catalogue item versions', () => {
  const LIST = '/api/admin/ai-agents/default/catalog/products';

  it('keeps one per create and save, and a restore brings the older price back in its place', async () => {
    const created = await t.asStaff({
      method: 'POST',
      url: LIST,
      payload: { name: 'Pupusas', price: 9.5 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json<{ id: string; order: number }>();
    const updated = await t.asStaff({
      method: 'PUT',
      url: `${LIST}/${item.id}`,
      payload: { name: 'Pupusas revueltas', price: 11 },
    });
    expect(updated.statusCode, updated.body).toBe(200);

    const doc = `default:products:${item.id}`;
    const list = await versions('catalog', doc);
    expect(list).toHaveLength(2);
    expect(list[0]!.changed.sort()).toEqual(['name', 'price']);

    const restored = await t.asStaff({
      method: 'POST',
      url: `/api/admin/catalog/versions/${list[1]!.id}/restore?doc=${doc}`,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const items = (await t.asStaff({ method: 'GET', url: LIST })).json<{
      items: { id: string; name: string; price: number; order: number }[];
    }>().items;
    expect(items.find((entry) => entry.id === item.id)).toMatchObject({
      name: 'Pupusas',
      price: 9.5,
      order: item.order,
    });
  });

  it('answers 400 for a key that names no catalogue item, and 404 once the item is gone', async () => {
    const bad = await t.asStaff({
      method: 'GET',
      url: '/api/admin/catalog/versions?doc=default:drinks:x',
    });
    expect(bad.statusCode).toBe(400);
    const created = await t.asStaff({ method: 'POST', url: LIST, payload: { name: 'Horchata' } });
    const { id } = created.json<{ id: string }>();
    const doc = `default:products:${id}`;
    const [first] = await versions('catalog', doc);
    expect((await t.asStaff({ method: 'DELETE', url: `${LIST}/${id}` })).statusCode).toBe(204);
    const gone = await t.asStaff({
      method: 'POST',
      url: `/api/admin/catalog/versions/${first!.id}/restore?doc=${doc}`,
    });
    expect(gone.statusCode).toBe(404);
  });
});
