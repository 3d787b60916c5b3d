import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteField,
  type DocumentStore,
  serverTimestamp,
} from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from './document-adapters.js';

describe.each(documentAdapters())('DocumentStore contract ($name): documents', (adapter) => {
  let root: DocumentStore;
  let store: DocumentStore;
  let cleanup: () => Promise<void>;
  beforeAll(() => ({ store: root, cleanup } = adapter.open()));
  afterAll(() => cleanup());
  beforeEach(() => void (store = root.forTenant(freshTenant())));

  it('sets, gets, replaces and deletes', async () => {
    expect(await store.get('events/a')).toBeNull();
    await store.set('events/a', { title: 'A', n: 1, tags: ['x'], nested: { k: true, z: null } });
    expect(await store.get('events/a')).toEqual({
      title: 'A',
      n: 1,
      tags: ['x'],
      nested: { k: true, z: null },
    });
    await store.set('events/a', { title: 'B' });
    expect(await store.get('events/a')).toEqual({ title: 'B' });
    await store.delete('events/a');
    await store.delete('events/a');
    expect(await store.get('events/a')).toBeNull();
  });

  it('deep-merges maps, replaces arrays and deletes fields in a merge', async () => {
    await store.set('branding/default', {
      name: 'x',
      contact: { phone: '1', address: { city: 'Toronto', zip: 'M5V' } },
      tags: ['a', 'b'],
      gone: 1,
    });
    await store.set(
      'branding/default',
      {
        contact: { address: { city: 'Ottawa', zip: deleteField() }, email: 'e@x' },
        tags: ['c'],
        gone: deleteField(),
      },
      { merge: true },
    );
    expect(await store.get('branding/default')).toEqual({
      name: 'x',
      contact: { phone: '1', address: { city: 'Ottawa' }, email: 'e@x' },
      tags: ['c'],
    });
    await store.set('settings/new', { a: { b: 1 } }, { merge: true });
    expect(await store.get('settings/new')).toEqual({ a: { b: 1 } });
    await store.set('settings/new', { a: 5 }, { merge: true });
    await store.set('settings/new', { a: { c: 2 } }, { merge: true });
    expect(await store.get('settings/new')).toEqual({ a: { c: 2 } });
    await store.set('settings/new', { a: {}, b: [] }, { merge: true });
    expect(await store.get('settings/new')).toEqual({ a: {}, b: [] });
  });

  it('updates dotted field paths, deletes fields, and refuses a missing document with 404', async () => {
    await store.set('events/e', { a: { b: 1, c: 2 }, d: 3, keep: { x: 1, y: 2 } });
    await store.update('events/e', {
      'a.b': 10,
      d: deleteField(),
      'new.deep': 'v',
      keep: { x: 9 },
    });
    expect(await store.get('events/e')).toEqual({
      a: { b: 10, c: 2 },
      new: { deep: 'v' },
      keep: { x: 9 },
    });
    await store.update('events/e', { 'a.c': deleteField() });
    expect(await store.get('events/e')).toEqual({
      a: { b: 10 },
      new: { deep: 'v' },
      keep: { x: 9 },
    });
    await expect(store.update('events/missing', { a: 1 })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('resolves serverTimestamp() to an ISO string and rejects deleteField() in a plain set', async () => {
    const before = new Date().toISOString();
    await store.set('events/t', {
      createdAt: serverTimestamp(),
      at: new Date('2025-01-02T03:04:05.006Z'),
    });
    const data = await store.get('events/t');
    expect(data?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(String(data?.createdAt) >= before).toBe(true);
    expect(data?.at).toBe('2025-01-02T03:04:05.006Z');
    await expect(store.set('events/t', { a: deleteField() })).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('rejects bad paths with 400', async () => {
    for (const path of [
      '',
      'events',
      'events/../x',
      'events//x',
      'a/b/c',
      '/events/a',
      'events/a/',
      'events/__x__',
      'events/.',
    ]) {
      await expect(store.get(path), path).rejects.toMatchObject({ statusCode: 400 });
    }
    await expect(store.query('events/a')).rejects.toMatchObject({ statusCode: 400 });
    expect(() => root.forTenant('../x')).toThrow(
      expect.objectContaining({ statusCode: 400 }) as Error,
    );
  });

  it('keeps tenants apart and stores them under tenants/{tenant}', async () => {
    const a = root.forTenant(freshTenant());
    const b = root.forTenant(freshTenant());
    await a.set('events/1', { v: 'a' });
    await b.set('events/1', { v: 'b' });
    expect(await a.get('events/1')).toEqual({ v: 'a' });
    expect((await b.query('events')).map((doc) => doc.data)).toEqual([{ v: 'b' }]);
    expect(await root.get(`${a.scope}/events/1`)).toEqual({ v: 'a' });
    expect((await a.query('events'))[0]).toEqual({ id: '1', path: 'events/1', data: { v: 'a' } });
  });

  it('stores subcollections, lists collections, dumps and deletes recursively', async () => {
    await store.set('events/e1', { t: 1 });
    await store.set('events/e1/feedback/f1', { stars: 5 });
    await store.set('menus/food', { items: [] });
    await store.set('ghost/g/children/c', { x: 1 });
    expect(await store.listCollections()).toEqual(['events', 'ghost', 'menus']);
    expect(await store.listCollections('events/e1')).toEqual(['feedback']);
    expect(await store.listCollections('ghost/g')).toEqual(['children']);
    expect((await store.dump()).map((doc) => doc.path)).toEqual([
      'events/e1',
      'events/e1/feedback/f1',
      'ghost/g/children/c',
      'menus/food',
    ]);
    expect((await store.dump('events/e1')).map((doc) => doc.path)).toEqual([
      'events/e1',
      'events/e1/feedback/f1',
    ]);
    expect(await store.query('events/e1/feedback')).toEqual([
      { id: 'f1', path: 'events/e1/feedback/f1', data: { stars: 5 } },
    ]);
    await store.recursiveDelete('events/e1');
    expect(await store.get('events/e1/feedback/f1')).toBeNull();
    expect(await store.get('menus/food')).toEqual({ items: [] });
    await store.recursiveDelete();
    expect(await store.dump()).toEqual([]);
    await expect(root.recursiveDelete()).rejects.toMatchObject({ statusCode: 400 });
  });

  it('pings', async () => {
    await expect(root.ping()).resolves.toBeUndefined();
  });
});
