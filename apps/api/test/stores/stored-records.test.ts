import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { authEnv, bearer, people } from '../auth/auth-test-app.js';
import { buildTestApp } from '../helper.js';
import { authEmulator } from '../support/auth-emulator.js';
import { type PayPalServer, startPayPalServer } from '../support/paypal-server.js';
import { subscriberId } from '../../src/repositories/subscribers.js';
import { useStoredRecordLog } from '../../src/repositories/stored-records.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import type { ErrorAnswer } from '../support/answers.js';

/*
 * A document in the store that does not fit its record (a hand edit in the database console, an
 * older tool's write) is written straight into the real SQLite store; the caller sees a list
 * without it, or a 409 STORED_RECORD_INVALID with a translated text for that one record, and
 * the document stays as it was. The log line names the collection and id, never a stored value.
 */

let app: FastifyInstance;
let paypal: PayPalServer;
let staff: string;
let docs: DocumentStore;
let logged: { collection: string; id: string; fields: string[] }[] = [];

const SECRET_EMAIL = 'private.guest@example.com';

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { ...bearer(staff), 'accept-language': 'fr' }, payload });

const expectDamaged = (res: { statusCode: number; json: <T>() => T }, message: string) => {
  expect(res.statusCode).toBe(409);
  expect(res.json<ErrorAnswer>().error).toMatchObject({ code: 'STORED_RECORD_INVALID', message });
};
const FR = 'Cet enregistrement est endommagé et ne peut pas être utilisé avant d’être réparé.';
const EN = 'This saved record is damaged and cannot be used until it is repaired.';
const ES = 'Este registro guardado está dañado y no se puede usar hasta que se repare.';

beforeAll(async () => {
  const host = inject('authEmulatorHost');
  paypal = await startPayPalServer();
  app = await buildTestApp({
    ...authEnv(host),
    PAYPAL_CLIENT_ID: 'test-client',
    PAYPAL_CLIENT_SECRET: 'test-secret',
    PAYPAL_API_URL: paypal.url,
  });
  staff = (await authEmulator(host).account(people.staff, { verified: true })).idToken;
  docs = app.documents.forTenant('default');
  // The app's log, as the stores plugin wires it, read back by the test.
  useStoredRecordLog({
    warn: (fields: unknown) => {
      logged.push(fields as (typeof logged)[number]);
    },
  } as never);
});
afterAll(async () => {
  await app.close();
  await paypal.close();
});
beforeEach(() => {
  logged = [];
});

const expectLogged = (collection: string, id: string) => {
  expect(logged).toContainEqual(expect.objectContaining({ collection, id }));
  expect(JSON.stringify(logged)).not.toContain(SECRET_EMAIL);
};

describe('subscribers', () => {
  const good = {
    id: 'good-subscriber',
    name: 'Ana',
    email: 'ana@example.com',
    phone: '',
    locale: 'en',
    state: 'confirmed',
    consent: {
      at: '2030-01-01T00:00:00.000Z',
      page: 'land',
      locale: 'en',
      text: 'Yes',
      sourceHash: 'x',
    },
    createdAt: '2030-01-01T00:00:00.000Z',
    confirmedAt: '2030-01-01T00:00:00.000Z',
    unsubscribedAt: null,
  };
  const brokenId = subscriberId(SECRET_EMAIL);
  const broken = { id: brokenId, email: SECRET_EMAIL, state: 'maybe', createdAt: '2030-01-02' };

  beforeAll(async () => {
    await docs.set(`subscribers/${good.id}`, good);
    await docs.set(`subscribers/${brokenId}`, broken);
  });

  it('the staff list leaves the damaged subscriber out and shows the others', async () => {
    const res = await asStaff('GET', '/api/admin/subscribers');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ subscribers: { id: string }[] }>().subscribers.map((s) => s.id)).toEqual([
      good.id,
    ]);
    expectLogged('subscribers', brokenId);
  });

  it('signing the damaged address up again answers 409 and leaves the document as it was', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { name: 'Ana', email: SECRET_EMAIL, consent: true, page: 'land', locale: 'en' },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.9.0.1',
    });
    expectDamaged(res, EN);
    expect(await docs.get(`subscribers/${brokenId}`)).toEqual(broken);
    expectLogged('subscribers', brokenId);
  });
});

describe('outbox', () => {
  const broken = { id: 'broken-mail', to: SECRET_EMAIL, state: 'lost', createdAt: '2030-02-02' };

  beforeAll(async () => {
    await app.mailer.send(docs, {
      kind: 'test.mail',
      to: 'someone@example.com',
      locale: 'en',
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
      fromName: 'Bar',
    });
    await docs.set('outbox/broken-mail', broken);
  });

  it('the staff outbox leaves the damaged message out; resending it answers 409', async () => {
    const list = await asStaff('GET', '/api/admin/outbox');
    expect(list.statusCode).toBe(200);
    const entries = list.json<{ entries: { id: string; kind: string }[] }>().entries;
    expect(entries.map((e) => e.kind)).toContain('test.mail');
    expect(entries.map((e) => e.id)).not.toContain('broken-mail');
    expectLogged('outbox', 'broken-mail');

    expectDamaged(await asStaff('POST', '/api/admin/outbox/broken-mail/resend'), FR);
    expect(await docs.get('outbox/broken-mail')).toEqual(broken);
  });
});

describe('chat telemetry', () => {
  it('the chat metrics count the well-formed entries only', async () => {
    const at = Date.now();
    const entry = { kind: 'free', topic: 'schedule', ok: true, latency: 40, status: 200, ts: at };
    await docs.set('ai_telemetry/good-1', { ...entry, tokensIn: 3, tokensOut: 2, at });
    await docs.set('ai_telemetry/broken-1', {
      kind: 'free',
      topic: 'schedule',
      latency: 'slow',
      at,
    });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at);
    const res = await asStaff(
      'GET',
      `/api/admin/ai-agents/default/metrics?from=${today}&to=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, tokens: { in: 3, out: 2 } });
    expectLogged('ai_telemetry', 'broken-1');
  });
});

describe('orders', () => {
  const broken = { id: 'BROKEN-ORDER', email: SECRET_EMAIL, state: 'created', totalCents: '25' };

  beforeAll(async () => {
    await docs.set('orders/GOOD-ORDER', {
      id: 'GOOD-ORDER',
      provider: 'paypal',
      state: 'completed',
      currency: 'CAD',
      lines: [
        { itemId: 'gift-25', name: 'Gift card', quantity: 1, unitCents: 2500, totalCents: 2500 },
      ],
      totalCents: 2500,
      email: 'buyer@example.com',
      locale: 'en',
      captureId: 'CAP-1',
      createdAt: '2030-03-01T10:00:00.000Z',
      updatedAt: '2030-03-01T10:00:00.000Z',
      completedAt: '2030-03-01T10:00:00.000Z',
    });
    await docs.set('orders/BROKEN-ORDER', { ...broken, createdAt: '2030-03-02T10:00:00.000Z' });
  });

  it('the staff orders view leaves the damaged order out', async () => {
    const res = await asStaff('GET', '/api/admin/orders');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ orders: { id: string }[] }>().orders.map((o) => o.id)).toEqual([
      'GOOD-ORDER',
    ]);
    expectLogged('orders', 'BROKEN-ORDER');
  });

  it('capturing the damaged order answers 409 without asking PayPal', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/checkout/orders/BROKEN-ORDER/capture',
      headers: { 'accept-language': 'es' },
    });
    expectDamaged(res, ES);
    expect((await docs.get('orders/BROKEN-ORDER'))?.state).toBe('created');
  });
});

describe('reservations', () => {
  const good = {
    id: 'good-booking',
    name: 'Eva',
    email: 'eva@example.com',
    phone: '4165550199',
    date: '2031-06-10',
    time: '20:00',
    reason: 'dinner',
    guests: 2,
    message: '',
    locale: 'en',
    state: 'pending',
    staffNote: '',
    createdAt: '2031-01-01T00:00:00.000Z',
    updatedAt: '2031-01-01T00:00:00.000Z',
  };
  const broken = {
    ...good,
    id: 'broken-booking',
    email: SECRET_EMAIL,
    guests: 'four',
    state: 'pending',
  };
  const token = () => app.guestLinks.sign('reservation-cancel', 'default/broken-booking');

  beforeAll(async () => {
    await docs.set('reservations/good-booking', good);
    await docs.set('reservations/broken-booking', broken);
    await docs.set('reservation_slots/2031-06-10_2000', {
      date: '2031-06-10',
      time: '20:00',
      covers: 6,
    });
  });

  it('the staff list leaves the damaged reservation out; changing its state answers 409', async () => {
    const list = await asStaff('GET', '/api/admin/reservations?from=2031-06-01');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('good-booking');
    expect(JSON.stringify(list.json())).not.toContain('broken-booking');
    expectLogged('reservations', 'broken-booking');

    const move = await asStaff('POST', '/api/admin/reservations/broken-booking/state', {
      state: 'confirmed',
    });
    expectDamaged(move, FR);
    expect(await docs.get('reservations/broken-booking')).toEqual(broken);
  });

  it("the guest's cancel link answers 409 and frees no covers", async () => {
    const read = await app.inject({
      url: `/api/reservations/by-token?token=${encodeURIComponent(token())}`,
      headers: { 'accept-language': 'en' },
    });
    expectDamaged(read, EN);
    const cancel = await app.inject({
      method: 'POST',
      url: '/api/reservations/cancel',
      payload: { token: token(), locale: 'es' },
    });
    expectDamaged(cancel, ES);
    expect((await docs.get('reservation_slots/2031-06-10_2000'))?.covers).toBe(6);
    expect((await docs.get('reservations/broken-booking'))?.state).toBe('pending');
  });
});
