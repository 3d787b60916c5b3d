import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type DocumentStore,
  type WriteOp,
  serverTimestamp,
} from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from './document-adapters.js';

describe.each(documentAdapters())(
  'DocumentStore contract ($name): batches and transactions',
  (adapter) => {
    let root: DocumentStore;
    let store: DocumentStore;
    let cleanup: () => Promise<void>;
    beforeAll(() => ({ store: root, cleanup } = adapter.open()));
    afterAll(() => cleanup());
    beforeEach(() => void (store = root.forTenant(freshTenant())));

    it('applies a batch of up to 500 writes atomically', async () => {
      const ops: WriteOp[] = Array.from({ length: 500 }, (_, i) => ({
        type: 'set',
        path: `n/${i}`,
        data: { i },
      }));
      await store.batch(ops);
      expect(await store.count('n')).toBe(500);
      await expect(store.batch([...ops, { type: 'delete', path: 'n/0' }])).rejects.toMatchObject({
        statusCode: 400,
      });
      expect(await store.count('n')).toBe(500);
    });

    it('rolls a whole batch back when one write fails', async () => {
      await store.set('n/keep', { v: 1 });
      await expect(
        store.batch([
          { type: 'set', path: 'n/new', data: { v: 1 } },
          { type: 'update', path: 'n/keep', data: { v: 2 } },
          { type: 'update', path: 'n/missing', data: { v: 3 } },
          { type: 'delete', path: 'n/keep' },
        ]),
      ).rejects.toMatchObject({ statusCode: 404 });
      expect(await store.get('n/new')).toBeNull();
      expect(await store.get('n/keep')).toEqual({ v: 1 });
    });

    it('mixes set, merge, update and delete in one batch, with server timestamps', async () => {
      await store.set('n/a', { x: { y: 1 } });
      await store.batch([
        { type: 'set', path: 'n/a', data: { x: { z: 2 }, at: serverTimestamp() }, merge: true },
        { type: 'update', path: 'n/a', data: { 'x.y': 5 } },
        { type: 'set', path: 'n/b', data: { b: true } },
        { type: 'delete', path: 'n/b' },
      ]);
      const a = await store.get('n/a');
      expect(a).toMatchObject({ x: { y: 5, z: 2 } });
      expect(typeof a?.at).toBe('string');
      expect(await store.get('n/b')).toBeNull();
    });

    it('serialises concurrent read-then-write transactions (no lost updates)', async () => {
      await store.set('counters/c', { n: 0 });
      const increment = () =>
        store.transaction(async (tx) => {
          const current = await tx.get('counters/c');
          tx.update('counters/c', { n: Number(current?.n) + 1 });
          return Number(current?.n) + 1;
        });
      const results = await Promise.all(Array.from({ length: 8 }, increment));
      expect(await store.get('counters/c')).toEqual({ n: 8 });
      expect([...results].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    });

    // SQLite validates transactions optimistically; Firestore's server SDK locks what a transaction
    // read, so there the plain write would wait for the transaction (a deadlock in this test).
    it.runIf(adapter.name === 'sqlite')(
      'retries a transaction when a plain write changed what it read',
      async () => {
        await store.set('counters/d', { n: 0 });
        let runs = 0;
        await store.transaction(async (tx) => {
          runs++;
          const current = await tx.get('counters/d');
          if (runs === 1) await store.set('counters/d', { n: 100 });
          tx.set('counters/d', { n: Number(current?.n) + 1 });
        });
        expect(await store.get('counters/d')).toEqual({ n: 101 });
        expect(runs).toBeGreaterThan(1);
      },
    );

    it('writes nothing when the transaction function throws, and reads queries inside', async () => {
      await store.set('slots/1', { taken: false });
      await expect(
        store.transaction(async (tx) => {
          const free = await tx.query('slots', {
            where: [{ field: 'taken', op: '==', value: false }],
          });
          for (const slot of free) tx.update(slot.path, { taken: true });
          throw Object.assign(new Error('nope'), { statusCode: 409 });
        }),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect(await store.get('slots/1')).toEqual({ taken: false });
      const created = await store.transaction(async (tx) => {
        if (await tx.get('slots/2')) return false;
        tx.set('slots/2', { taken: true });
        return true;
      });
      expect(created).toBe(true);
      expect(await store.get('slots/2')).toEqual({ taken: true });
    });
  },
);
