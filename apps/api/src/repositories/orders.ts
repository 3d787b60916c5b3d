import { type Order, OrderSchema } from '@bar/domain/checkout/schema';
import type { DocData, DocumentStore } from '../stores/document-store.js';
import { storedRecord, storedRecords } from './stored-records.js';

/** The tenant's online orders (collection `orders`), keyed by PayPal's order id. */
const ORDERS = 'orders';
const orderPath = (id: string) => `${ORDERS}/${id}`;
const order = (id: string, data: DocData | null) => storedRecord(OrderSchema, ORDERS, id, data);

export async function readOrder(docs: DocumentStore, id: string): Promise<Order | null> {
  return order(id, await docs.get(orderPath(id)));
}

export async function writeOrder(docs: DocumentStore, order: Order): Promise<void> {
  await docs.set(orderPath(order.id), order);
}

/**
 * Marks a created order completed, once: answers the order after the write and whether this
 * call made the change (a second capture of the same order changes nothing).
 */
export async function completeOrder(
  docs: DocumentStore,
  id: string,
  captureId: string,
): Promise<{ order: Order | null; changed: boolean }> {
  return docs.transaction(async (tx) => {
    const stored = order(id, await tx.get(orderPath(id)));
    if (!stored || stored.state === 'completed') return { order: stored, changed: false };
    const at = new Date().toISOString();
    const next: Order = {
      ...stored,
      state: 'completed',
      captureId,
      completedAt: at,
      updatedAt: at,
    };
    tx.set(orderPath(id), next);
    return { order: next, changed: true };
  });
}

/**
 * The newest orders first (at most `limit`), optionally in one state: the store sorts and cuts
 * (Firestore: the orders (state, createdAt desc) index in firestore.indexes.json).
 */
export async function listOrders(
  docs: DocumentStore,
  options: { state?: Order['state']; limit: number },
): Promise<Order[]> {
  const snapshots = await docs.query(ORDERS, {
    ...(options.state
      ? { where: [{ field: 'state', op: '==' as const, value: options.state }] }
      : {}),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit: options.limit,
  });
  return storedRecords(OrderSchema, ORDERS, snapshots);
}
