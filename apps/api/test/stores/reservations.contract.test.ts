import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createReservation,
  moveReservation,
  type NewReservation,
  slotPath,
} from '../../src/repositories/reservations.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { documentAdapters, freshTenant } from './document-adapters.js';

const request = (i: number): NewReservation => ({
  name: `Guest ${i}`,
  email: `g${i}@example.com`,
  phone: '4165550199',
  date: '2030-05-10',
  time: '19:00',
  reason: 'dinner',
  guests: 2,
  message: '',
  locale: 'es',
});

// The capacity check is a read-then-write in one store transaction: on both adapters, racing
// requests for one slot never hold more covers than it has.
describe.each(documentAdapters())(
  'reservations on the store ($name): capacity under races',
  (adapter) => {
    let root: DocumentStore;
    let cleanup: () => Promise<void>;
    beforeAll(() => ({ store: root, cleanup } = adapter.open()));
    afterAll(() => cleanup());

    it('admits exactly as many parties as fit when 14 race for one slot', async () => {
      const store = root.forTenant(freshTenant());
      const outcomes = await Promise.all(
        Array.from({ length: 14 }, (_, i) => createReservation(store, request(i), 10, null)),
      );
      expect(outcomes.filter((o) => o.kind === 'created')).toHaveLength(5);
      expect(outcomes.filter((o) => o.kind === 'full')).toHaveLength(9);
      expect(await store.count('reservations')).toBe(5);
      expect((await store.get(slotPath('2030-05-10', '19:00')))?.covers).toBe(10);
    });

    it('stores one reservation for racing requests with the same idempotency key', async () => {
      const store = root.forTenant(freshTenant());
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => createReservation(store, request(1), 10, 'same-key-123')),
      );
      const ids = new Set(outcomes.map((o) => (o.kind === 'full' ? 'full' : o.reservation.id)));
      expect(ids.size).toBe(1);
      expect(await store.count('reservations')).toBe(1);
      expect((await store.get(slotPath('2030-05-10', '19:00')))?.covers).toBe(2);
    });

    it('frees the covers once when racing cancellations hit one reservation', async () => {
      const store = root.forTenant(freshTenant());
      const first = await createReservation(store, request(1), 10, null);
      await createReservation(store, request(2), 10, null);
      if (first.kind !== 'created') throw new Error('not created');
      const moves = await Promise.all(
        Array.from({ length: 5 }, () => moveReservation(store, first.reservation.id, 'cancelled')),
      );
      expect(moves.filter((m) => m.kind === 'moved')).toHaveLength(1);
      expect((await store.get(slotPath('2030-05-10', '19:00')))?.covers).toBe(2);
    });
  },
);
