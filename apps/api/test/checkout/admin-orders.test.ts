import type { AdminOrders } from '@bar/domain/api/checkout';
import type { Order } from '@bar/domain/checkout/schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { authEnv, bearer, people } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';

let app: FastifyInstance;
let staff: string;

const order = (
  id: string,
  state: Order['state'],
  createdAt: string,
  totalCents: number,
): Order => ({
  id,
  provider: 'paypal',
  state,
  currency: 'CAD',
  lines: [
    { itemId: 'gift-25', name: 'Gift card $25', quantity: 1, unitCents: totalCents, totalCents },
  ],
  totalCents,
  email: `${id.toLowerCase()}@example.com`,
  locale: 'en',
  captureId: state === 'completed' ? `CAP-${id}` : null,
  createdAt,
  updatedAt: createdAt,
  completedAt: state === 'completed' ? createdAt : null,
});

beforeAll(async () => {
  const host = inject('authEmulatorHost');
  app = await buildTestApp(authEnv(host));
  staff = (await authEmulator(host).account(people.staff, { verified: true })).idToken;
  const docs = app.documents.forTenant('default');
  await docs.set('orders/A1', order('A1', 'completed', '2026-11-01T10:00:00.000Z', 2500));
  await docs.set('orders/B2', order('B2', 'created', '2026-11-03T10:00:00.000Z', 5000));
  await docs.set('orders/C3', order('C3', 'completed', '2026-11-02T10:00:00.000Z', 1500));
  await app.documents
    .forTenant('restaurant')
    .set('orders/Z9', order('Z9', 'completed', '2026-11-04T10:00:00.000Z', 9900));
});
afterAll(() => app.close());

const list = (query = '', headers: Record<string, string> = bearer(staff)) =>
  app.inject({ url: `/api/admin/orders${query}`, headers });

describe('the staff orders view', () => {
  it("lists this tenant's orders newest first, with the guest's e-mail and the completed sum", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json<AdminOrders>();
    expect(body.orders.map((o) => o.id)).toEqual(['B2', 'C3', 'A1']);
    expect(body.orders[0]?.email).toBe('b2@example.com');
    expect(body.completedCents).toEqual({ CAD: 4000 });
    const done = (await list('?state=completed&limit=1')).json<AdminOrders>();
    expect(done.orders.map((o) => o.id)).toEqual(['C3']);
  });

  it('refuses guests and bad filters', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    expect((await list('?state=paid')).statusCode).toBe(400);
    expect((await list('?limit=0')).statusCode).toBe(400);
  });
});
