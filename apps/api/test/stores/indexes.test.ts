import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RAIL_FALLBACK_QUERY, railQuery } from '../../src/repositories/surveys.js';
import { planQuery } from '../../src/stores/query-plan.js';
import {
  covers,
  MissingIndexError,
  readIndexFile,
  requiredIndex,
  withIndexCheck,
} from '../../src/stores/index-check.js';
import { createStores } from '../../src/stores/create-stores.js';
import { createDocumentStore } from '../../src/stores/scoped-document-store.js';
import { openSqliteBackend } from '../../src/stores/sqlite/sqlite-document-backend.js';

const declared = readIndexFile(resolve(import.meta.dirname, '../../../../firestore.indexes.json'));
const need = (collection: string, query: Parameters<typeof planQuery>[0]) =>
  requiredIndex(collection, planQuery(query));

describe("Firestore's index rule", () => {
  it('needs no composite index for equality alone or one ordered field', () => {
    expect(need('tenants/a/events', {})).toBeNull();
    expect(
      need('tenants/a/events', {
        where: [
          { field: 'status', op: '==', value: 'published' },
          { field: 'slug', op: '==', value: 'x' },
        ],
      }),
    ).toBeNull();
    expect(
      need('tenants/a/events', { orderBy: [{ field: 'date', direction: 'desc' }] }),
    ).toBeNull();
    expect(
      need('tenants/a/events', { where: [{ field: 'date', op: '>=', value: '2026' }] }),
    ).toBeNull();
  });

  it('needs one for an equality beside an order or a range on another field', () => {
    const needed = need('tenants/a/events', {
      where: [
        { field: 'status', op: '==', value: 'published' },
        { field: 'date', op: '<', value: '2026-12-01' },
      ],
      orderBy: [{ field: 'date', direction: 'desc' }],
    });
    expect(needed).toMatchObject({
      collectionGroup: 'events',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'date', order: 'DESCENDING' },
      ],
    });
    expect(declared?.some((index) => covers(index, needed!))).toBe(true);
    const reversed = { ...needed!, fields: [...needed!.fields].reverse() };
    expect(covers(reversed, needed!)).toBe(false);
  });

  it('matches equality fields in any order, orders in their order and direction', () => {
    const needed = need('tenants/a/surveys', railQuery('es', 20))!;
    const swapped = {
      collectionGroup: 'surveys',
      fields: [needed.fields[1]!, needed.fields[0]!, needed.fields[2]!],
    };
    expect(covers(swapped, needed)).toBe(true);
    expect(
      covers(
        {
          ...swapped,
          fields: [...swapped.fields.slice(0, 2), { fieldPath: 'ts', order: 'ASCENDING' }],
        },
        needed,
      ),
    ).toBe(false);
  });

  it("declares the reviews rail's query and its fallback (a missing index must not turn into a scan)", () => {
    for (const query of [railQuery('fr', 20), RAIL_FALLBACK_QUERY]) {
      const needed = need('tenants/a/surveys', query)!;
      expect(needed).not.toBeNull();
      expect(declared?.some((index) => covers(index, needed))).toBe(true);
    }
  });
});

describe('the local store refuses what Firestore would refuse', () => {
  const dir = mkdtempSync(join(tmpdir(), 'bar-indexes-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('answers a query without its index with an error naming the index', async () => {
    const docs = createDocumentStore(
      withIndexCheck(openSqliteBackend(join(dir, 'data.sqlite')), declared ?? []),
    ).forTenant('a');
    await docs.set('things/one', { kind: 'x', rank: 1 });
    const query = {
      where: [{ field: 'kind', op: '==' as const, value: 'x' }],
      orderBy: [{ field: 'rank' }],
    };
    await expect(docs.query('things', query)).rejects.toThrow(MissingIndexError);
    await expect(docs.query('things', query)).rejects.toThrow('things (kind ASC, rank ASC)');
    await expect(docs.count('things', query)).rejects.toThrow(MissingIndexError);
    await expect(docs.transaction((tx) => tx.query('things', query))).rejects.toThrow(
      MissingIndexError,
    );
    expect(await docs.query('things', { where: query.where })).toHaveLength(1);
  });

  it('is on outside production and off in production (Firestore enforces it there itself)', async () => {
    const query = {
      where: [{ field: 'kind', op: '==' as const, value: 'x' }],
      orderBy: [{ field: 'rank' }],
    };
    const base = {
      DATA_DRIVER: 'sqlite',
      BLOB_DRIVER: 'fs',
      GCLOUD_PROJECT: 'demo-restaurant',
      STORAGE_BUCKET: '',
      FIRESTORE_EMULATOR_HOST: '',
    } as const;
    const local = createStores({ ...base, NODE_ENV: 'development', DATA_DIR: join(dir, 'dev') });
    const live = createStores({ ...base, NODE_ENV: 'production', DATA_DIR: join(dir, 'live') });
    try {
      await expect(local.documents.forTenant('a').query('things', query)).rejects.toThrow(
        MissingIndexError,
      );
      expect(await live.documents.forTenant('a').query('things', query)).toEqual([]);
    } finally {
      await local.documents.close();
      await live.documents.close();
    }
  });
});
