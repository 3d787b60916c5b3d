import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocQuery, DocumentStore } from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from './document-adapters.js';

const ROWS: Record<string, Record<string, unknown>> = {
  a: { n: 1, s: 'apple', tags: ['x', 'y'], group: 'g1', date: '2030-01-05' },
  b: { n: 2, s: 'banana', tags: ['y'], group: 'g1', date: '2030-01-03' },
  c: { n: 2, s: 'cherry', tags: [], group: 'g2', date: '2029-12-31' },
  d: { n: '2', s: 'date', tags: ['x'], group: 'g2' },
  e: { n: null, s: 'elder', group: 'g1', date: '2030-01-03' },
  f: { n: true, s: 'fig', group: 'g3', date: '2030-02-01' },
  g: { s: 'grape', tags: [2, 'x'], group: 'g3', date: '2030-01-03' },
  h: { n: 1.5, s: 'honeydew', group: 'g2', date: '2031-01-01' },
};

describe.each(documentAdapters())('DocumentStore contract ($name): queries', (adapter) => {
  let root: DocumentStore;
  let store: DocumentStore;
  let cleanup: () => Promise<void>;
  const ids = async (query: DocQuery) => (await store.query('items', query)).map((doc) => doc.id);

  beforeAll(async () => {
    ({ store: root, cleanup } = adapter.open());
    store = root.forTenant(freshTenant());
    await store.batch(
      Object.entries(ROWS).map(([id, data]) => ({
        type: 'set' as const,
        path: `items/${id}`,
        data,
      })),
    );
  });
  afterAll(() => cleanup());

  it('returns the whole collection ordered by id', async () => {
    expect(await ids({})).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('matches == and in by type (2 is not "2"), and == null', async () => {
    expect(await ids({ where: [{ field: 'n', op: '==', value: 2 }] })).toEqual(['b', 'c']);
    expect(await ids({ where: [{ field: 'n', op: '==', value: '2' }] })).toEqual(['d']);
    expect(await ids({ where: [{ field: 'n', op: '==', value: null }] })).toEqual(['e']);
    expect(await ids({ where: [{ field: 'n', op: '==', value: true }] })).toEqual(['f']);
    expect(await ids({ where: [{ field: 'n', op: 'in', value: [1, '2', true] }] })).toEqual([
      'a',
      'd',
      'f',
    ]);
  });

  it('range filters only match their own type and order by that field implicitly', async () => {
    expect(await ids({ where: [{ field: 'n', op: '>=', value: 1.5 }] })).toEqual(['h', 'b', 'c']);
    expect(await ids({ where: [{ field: 'n', op: '<', value: 2 }] })).toEqual(['a', 'h']);
    expect(await ids({ where: [{ field: 's', op: '>', value: 'e' }] })).toEqual([
      'e',
      'f',
      'g',
      'h',
    ]);
    expect(await ids({ where: [{ field: 'n', op: '<=', value: 'z' }] })).toEqual(['d']);
  });

  it('!= needs the field present and not null', async () => {
    expect(await ids({ where: [{ field: 'n', op: '!=', value: 2 }] })).toEqual([
      'f',
      'a',
      'h',
      'd',
    ]);
  });

  it('array-contains matches by type', async () => {
    expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: 'x' }] })).toEqual([
      'a',
      'd',
      'g',
    ]);
    expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: 2 }] })).toEqual([
      'g',
    ]);
    expect(await ids({ where: [{ field: 'tags', op: 'array-contains', value: '2' }] })).toEqual([]);
  });

  it('orders across types (null < bool < number < string), leaves out missing fields, and sorts several keys', async () => {
    expect(await ids({ orderBy: [{ field: 'n' }] })).toEqual(['e', 'f', 'a', 'h', 'b', 'c', 'd']);
    expect(await ids({ orderBy: [{ field: 'n', direction: 'desc' }] })).toEqual([
      'd',
      'c',
      'b',
      'h',
      'a',
      'f',
      'e',
    ]);
    expect(
      await ids({ orderBy: [{ field: 'group' }, { field: 'date', direction: 'desc' }] }),
    ).toEqual([
      'a',
      'e',
      'b',
      'h',
      'c',
      'f',
      'g', // ties break on the id, in the last order's direction
    ]);
  });

  it('combines equality and range filters with an order and a limit', async () => {
    const upcoming: DocQuery = {
      where: [
        { field: 'group', op: 'in', value: ['g1', 'g3'] },
        { field: 'date', op: '>=', value: '2030-01-01' },
      ],
      orderBy: [{ field: 'date' }],
      limit: 3,
    };
    expect(await ids(upcoming)).toEqual(['b', 'e', 'g']);
    expect(await store.count('items', upcoming)).toBe(3);
    expect(await store.count('items', { ...upcoming, limit: undefined })).toBe(5);
    expect(await store.count('items')).toBe(8);
  });

  it('pages with startAfter values (skipping ties) and snapshots (through ties)', async () => {
    const byDate: DocQuery = { orderBy: [{ field: 'date' }], limit: 2 };
    const first = await store.query('items', byDate);
    expect(first.map((doc) => doc.id)).toEqual(['c', 'b']);
    expect(await ids({ ...byDate, startAfter: first.at(-1) })).toEqual(['e', 'g']);
    expect(await ids({ ...byDate, startAfter: ['2030-01-03'] })).toEqual(['a', 'f']);
    expect(
      await ids({ orderBy: [{ field: 'date', direction: 'desc' }], startAfter: ['2030-01-05'] }),
    ).toEqual(['g', 'e', 'b', 'c']);
    expect(
      await ids({ orderBy: [{ field: 'group' }, { field: 's' }], startAfter: ['g2', 'cherry'] }),
    ).toEqual(['d', 'h', 'f', 'g']);
  });

  it('queries nested fields with dotted paths', async () => {
    const nested = root.forTenant(freshTenant());
    await nested.set('x/1', { m: { price: 5 } });
    await nested.set('x/2', { m: { price: 3 } });
    await nested.set('x/3', { m: 'flat' });
    expect(
      (await nested.query('x', { orderBy: [{ field: 'm.price', direction: 'desc' }] })).map(
        (d) => d.id,
      ),
    ).toEqual(['1', '2']);
    expect(
      (await nested.query('x', { where: [{ field: 'm.price', op: '<', value: 4 }] })).map(
        (d) => d.id,
      ),
    ).toEqual(['2']);
  });

  it('validates queries with 400', async () => {
    const bad: DocQuery[] = [
      { limit: 0 },
      { limit: 10_001 },
      { limit: 1.5 },
      { where: [{ field: 'n', op: 'in', value: [] }] },
      { where: [{ field: 'n', op: 'in', value: Array.from({ length: 31 }, (_, i) => i) }] },
      { where: [{ field: 'n', op: '<', value: null }] },
      { where: [{ field: 'n', op: 'like' as '==', value: 1 }] },
      { where: [{ field: 'a..b', op: '==', value: 1 }] },
      { orderBy: [{ field: 'n' }], startAfter: [1, 2] },
    ];
    for (const query of bad) {
      await expect(store.query('items', query), JSON.stringify(query)).rejects.toMatchObject({
        statusCode: 400,
      });
    }
  });
});
