import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helper.js';
import type { ErrorAnswer } from '../support/answers.js';
import { type PayPalServer, startPayPalServer } from '../support/paypal-server.js';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.js';

interface OrderAnswer {
  id: string;
  state: string;
  totalCents: number;
  currency: string;
  captureId: string | null;
  lines: {
    itemId: string;
    quantity: number;
    unitCents: number;
    totalCents: number;
    name: string;
  }[];
}

let paypal: PayPalServer;
let sink: SmtpSink;
let app: FastifyInstance;

beforeAll(async () => {
  paypal = await startPayPalServer();
  sink = await startSmtpSink();
  app = await buildTestApp({
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    PAYPAL_API_URL: paypal.url,
    MAIL_DRIVER: 'smtp',
    SMTP_URL: sink.url,
  });
});
afterAll(async () => {
  await app.close();
  await paypal.close();
  await sink.close();
});

const create = (payload: unknown, locale = 'en') =>
  app.inject({
    method: 'POST',
    url: '/api/checkout/orders',
    headers: { 'x-locale': locale },
    payload: payload as Record<string, unknown>,
  });
const capture = (id: string) =>
  app.inject({
    method: 'POST',
    url: `/api/checkout/orders/${id}/capture`,
    headers: { 'x-locale': 'en' },
  });

describe('checkout with PayPal (the real server SDK against a local Orders v2 server)', () => {
  it('lists the catalogue in the guest language with the public PayPal setup', async () => {
    const res = await app.inject({ url: '/api/checkout/catalog?locale=fr' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      items: { id: string; name: string; priceCents: number }[];
      paypal: unknown;
    }>();
    expect(body.items.find((i) => i.id === 'gift-50')).toEqual({
      id: 'gift-50',
      kind: 'giftcard',
      name: 'Carte-cadeau 50 $',
      priceCents: 5000,
    });
    expect(body.paypal).toEqual({
      clientId: 'test-client',
      currency: 'CAD',
      intent: 'capture',
      environment: 'sandbox',
    });
    expect(JSON.stringify(body)).not.toContain('test-secret');
    expect(res.json<{ stripe: unknown }>().stripe).toBeNull();

    // A pricing table set in the settings reaches the page.
    const docs = app.documents.forTenant('default');
    const stripe = { publishableKey: 'pk_test_51AbCdEfGh', pricingTableId: 'prctbl_1AbCdEfGhIj' };
    await docs.set('settings/default', { shop: { stripe } });
    const withTable = await app.inject({ url: '/api/checkout/catalog?locale=fr' });
    expect(withTable.json<{ stripe: unknown }>().stripe).toEqual(stripe);
    await docs.delete('settings/default');
  });

  it('prices the order on the server, creates it at PayPal, captures it once and mails a receipt', async () => {
    const res = await create({
      lines: [
        { itemId: 'gift-50', quantity: 2 },
        { itemId: 'ticket-live-music', quantity: 1, unitCents: 1 },
      ],
      email: 'Ana@Example.com',
      locale: 'es',
      total: 1,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json<OrderAnswer>();
    expect(order).toMatchObject({ state: 'created', totalCents: 11_500, currency: 'CAD' });
    expect(JSON.stringify(order)).not.toContain('ana@example.com');
    const sent = paypal.orders.get(order.id)?.body as {
      intent: string;
      purchase_units: { amount: { currency_code: string; value: string }; items: unknown[] }[];
    };
    expect(sent.intent).toBe('CAPTURE');
    expect(sent.purchase_units[0]?.amount).toMatchObject({ currency_code: 'CAD', value: '115.00' });
    expect(sent.purchase_units[0]?.items).toHaveLength(2);

    const first = await capture(order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<OrderAnswer>()).toMatchObject({
      state: 'completed',
      captureId: `CAP-${order.id}`,
    });
    const second = await capture(order.id);
    expect(second.json<OrderAnswer>()).toMatchObject({ state: 'completed' });
    expect(paypal.orders.get(order.id)?.captures).toBe(1);
    const receipt = await sink.waitFor('ana@example.com');
    expect(receipt.subject).toMatch(/^Tu recibo — /);
    expect(receipt.text).toContain('115.00 CAD');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.received.filter((m) => m.subject?.startsWith('Tu recibo'))).toHaveLength(1);
    const stored = await app.documents.forTenant('default').get(`orders/${order.id}`);
    expect(stored).toMatchObject({
      state: 'completed',
      email: 'ana@example.com',
      totalCents: 11_500,
    });
  });

  it('two captures at once still capture once', async () => {
    const order = (
      await create({ lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'bo@example.com' })
    ).json<OrderAnswer>();
    const answers = await Promise.all([capture(order.id), capture(order.id), capture(order.id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(paypal.orders.get(order.id)?.captures).toBe(1);
  });

  it('refuses unknown items, bad quantities and e-mails with a translated 400, creating nothing', async () => {
    const before = paypal.orders.size;
    const unknown = await create(
      { lines: [{ itemId: 'free-beer', quantity: 1 }], email: 'a@b.co' },
      'fr',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().error.message).toBe('Un des articles n’est plus en vente.');
    for (const bad of [
      { lines: [{ itemId: 'gift-25', quantity: 0 }], email: 'a@b.co' },
      { lines: [{ itemId: 'gift-25', quantity: 1.5 }], email: 'a@b.co' },
      { lines: [], email: 'a@b.co' },
      { lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'nope' },
    ]) {
      expect((await create(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(paypal.orders.size).toBe(before);
  });

  it('passes PayPal failures on as a translated 503 and an unapproved capture as 409', async () => {
    paypal.failNextCreate = 500;
    const failed = await create({
      lines: [{ itemId: 'gift-25', quantity: 1 }],
      email: 'c@example.com',
    });
    expect(failed.statusCode).toBe(503);
    expect(failed.json<ErrorAnswer>().error).toMatchObject({
      code: 'PAYMENT_FAILED',
      message: 'PayPal could not process the payment. Please try again.',
    });
    const order = (
      await create({ lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'c@example.com' })
    ).json<OrderAnswer>();
    paypal.unapproved.add(order.id);
    const refused = await capture(order.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorAnswer>().error.code).toBe('ORDER_NOT_PAID');
    expect(await app.documents.forTenant('default').get(`orders/${order.id}`)).toMatchObject({
      state: 'created',
    });
    expect((await capture('UNKNOWN123')).statusCode).toBe(404);
    expect((await capture('bad id!')).statusCode).toBe(400);
  });

  it('keeps orders per tenant', async () => {
    const order = (
      await create({ lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'd@example.com' })
    ).json<OrderAnswer>();
    expect(await app.documents.forTenant('restaurant').get(`orders/${order.id}`)).toBeNull();
  });
});

describe('checkout without PayPal keys', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = await buildTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });
  const post = (url: string, payload?: unknown, locale = 'es') =>
    bare.inject({
      method: 'POST',
      url,
      headers: {
        'x-locale': locale,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });

  it('shows the catalogue with no client id and refuses to create an order (503)', async () => {
    const catalog = await bare.inject({ url: '/api/checkout/catalog' });
    expect(catalog.json<{ paypal: { clientId: unknown } }>().paypal.clientId).toBeNull();
    const res = await post('/api/checkout/orders', {
      lines: [{ itemId: 'gift-25', quantity: 1 }],
      email: 'e@example.com',
    });
    expect(res.statusCode).toBe(503);
    expect(res.json<ErrorAnswer>().error.message).toBe(
      'Los pagos en línea no están disponibles en este momento.',
    );
    const captured = await post('/api/checkout/orders/ORDER123/capture');
    expect(captured.statusCode).toBe(503);
    expect(captured.json<ErrorAnswer>().error.code).toBe('PAYMENTS_UNAVAILABLE');
  });

  it('checks a create-order body first: a bad one is a translated 400, not a 503', async () => {
    for (const bad of [
      { lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'nope' },
      { lines: [], email: 'a@b.co' },
      { lines: [{ itemId: 'gift-25', quantity: 0 }], email: 'a@b.co' },
      'not an object',
      null,
    ]) {
      const res = await post('/api/checkout/orders', bad, 'fr');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<ErrorAnswer>().error.message).toBe(
        'Les données envoyées ne sont pas valides.',
      );
    }
    const unknown = await post(
      '/api/checkout/orders',
      { lines: [{ itemId: 'free-beer', quantity: 1 }], email: 'a@b.co' },
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorAnswer>().error).toMatchObject({
      code: 'UNKNOWN_ITEM',
      message: 'One of the items is no longer for sale.',
    });
  });

  it('checks a capture body and id first: a bad one is a translated 400, not a 503', async () => {
    for (const bad of [{ amount: '0.01' }, ['x'], 'capture', 42]) {
      const res = await post('/api/checkout/orders/ORDER123/capture', bad, 'en');
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json<ErrorAnswer>().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'The data sent is not valid.',
      });
    }
    const badId = await post('/api/checkout/orders/bad%20id!/capture', {}, 'es');
    expect(badId.statusCode).toBe(400);
    expect(badId.json<ErrorAnswer>().error.message).toBe('Los datos enviados no son válidos.');
    // An empty object is what a capture may carry: past the checks, the missing provider shows.
    expect((await post('/api/checkout/orders/ORDER123/capture', {})).statusCode).toBe(503);
  });
});

describe('a restaurant that switched its payment providers off', () => {
  it('shows neither PayPal nor Stripe and refuses orders (503), a bad body still first (400)', async () => {
    const docs = app.documents.forTenant('restaurant');
    const stripe = { publishableKey: 'pk_test_51AbCdEfGh', pricingTableId: 'prctbl_1AbCdEfGhIj' };
    await docs.set('settings/default', {
      shop: { stripe },
      faculties: { paypal: false, stripe: false },
    });
    const inRestaurant = (options: { method?: 'GET' | 'POST'; url: string; payload?: object }) =>
      app.inject({
        method: options.method ?? 'GET',
        url: options.url,
        headers: { host: 'localhost:3002', 'x-locale': 'en' },
        ...(options.payload ? { payload: options.payload as Record<string, unknown> } : {}),
      });
    try {
      const catalog = await inRestaurant({ url: '/api/checkout/catalog?locale=en' });
      expect(catalog.json<{ paypal: { clientId: unknown }; stripe: unknown }>()).toMatchObject({
        paypal: { clientId: null },
        stripe: null,
      });
      const refused = await inRestaurant({
        method: 'POST',
        url: '/api/checkout/orders',
        payload: { lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'f@example.com' },
      });
      expect(refused.statusCode).toBe(503);
      expect(refused.json<ErrorAnswer>().error.message).toBe(
        'Online payments are not available right now.',
      );
      const bad = await inRestaurant({
        method: 'POST',
        url: '/api/checkout/orders',
        payload: { lines: [{ itemId: 'gift-25', quantity: 1 }], email: 'nope' },
      });
      expect(bad.statusCode).toBe(400);
      const capture = await inRestaurant({
        method: 'POST',
        url: '/api/checkout/orders/ORDER123/capture',
      });
      expect(capture.statusCode).toBe(503);
    } finally {
      await docs.delete('settings/default');
    }
  });
});
