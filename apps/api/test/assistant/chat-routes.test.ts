import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedTenant } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';

let app: FastifyInstance;
let address = 0;
const fresh = () => `10.8.${(++address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  app = await buildTestApp();
  await seedTenant(app.documents, app.blobs, 'default');
  await seedTenant(app.documents, app.blobs, 'restaurant');
}, 60_000);
afterAll(() => app.close());

const post = (
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
  remoteAddress = fresh(),
) =>
  app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost:3000', 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    remoteAddress,
  });

describe('POST /api/ai-chat (offline answerer)', () => {
  it('answers today’s hours from the tenant’s schedule, in Spanish', async () => {
    const res = await post('/api/ai-chat', { userMessage: '¿a qué hora abren hoy?', locale: 'es' });
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown>>();
    expect(body).toMatchObject({ ok: true, topic: 'schedule', locale: 'es', source: 'offline' });
    expect(body.reply).toBe(body.message);
    expect(body.reply).toMatch(/Hoy \(\p{L}+\)|Hoy estamos cerrados|estamos cerrados/u);
    expect(body.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0 });
  });

  it('switches to the language the guest writes in, whatever the page says', async () => {
    const res = await post(
      '/api/ai-chat',
      { message: 'What is your phone number?', locale: 'es' },
      { 'x-locale': 'es' },
    );
    expect(res.json()).toMatchObject({ locale: 'en', topic: 'phone' });
    expect(res.json<{ reply: string }>().reply).toBe('You can call us at +1 416 555 0142.');
  });

  it('answers from the tenant the host names', async () => {
    const res = await post(
      '/api/ai-chat',
      { userMessage: '¿Cuál es su teléfono?' },
      { host: 'localhost:3002' },
    );
    expect(res.json<{ reply: string }>().reply).toContain('+1 613 555 0177');
  });

  it('reads live data: an edit shows in the next answer', async () => {
    const docs = app.documents.forTenant('restaurant');
    await docs.set('branding/default', { contact: { phone: '+1 613 555 0199' } }, { merge: true });
    const res = await post(
      '/api/ai-chat',
      { userMessage: 'phone number?' },
      { host: 'localhost:3002' },
    );
    expect(res.json<{ reply: string }>().reply).toContain('+1 613 555 0199');
  });

  it('answers the configured unknown answer and offers the lead form when nothing matches', async () => {
    const res = await post('/api/ai-chat', { userMessage: 'xyzzy plugh', locale: 'en' });
    expect(res.json()).toMatchObject({ ok: true, topic: 'unknown', offerLead: true });
    expect(res.json<{ reply: string }>().reply).toContain("Sorry, I don't have that information.");
  });

  it('refuses an empty or over-long message with a translated 400', async () => {
    const empty = await post('/api/ai-chat', { userMessage: '   ' }, { 'x-locale': 'fr' });
    expect(empty.statusCode).toBe(400);
    const long = await post('/api/ai-chat', { userMessage: 'a'.repeat(501) }, { 'x-locale': 'fr' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: {
        code: 'CHAT_MESSAGE_TOO_LONG',
        message: 'Le message est trop long : 500 caractères au maximum.',
      },
    });
    const huge = await post('/api/ai-chat', { userMessage: 'a'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
  });

  it('limits the turns per client', async () => {
    const from = fresh();
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push((await post('/api/ai-chat', { userMessage: 'hours?' }, {}, from)).statusCode);
    expect(codes.slice(0, 20).every((code) => code === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('POST /api/log-aai', () => {
  const entry = (over: Record<string, unknown> = {}) => ({
    kind: 'free',
    topic: 'schedule',
    ok: true,
    latency: 120,
    status: 200,
    tokensIn: 0,
    tokensOut: 0,
    ts: 1_790_000_000_000,
    ...over,
  });
  const stored = () => app.documents.forTenant('restaurant').query('ai_telemetry', { limit: 1000 });

  it('stores a JSON array per tenant', async () => {
    const res = await post(
      '/api/log-aai',
      [entry(), entry({ topic: 'unknown', ok: true, question: 'xyzzy' })],
      {
        host: 'localhost:3002',
      },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true, stored: 2 });
    const docs = await stored();
    expect(docs.map((doc) => doc.data.topic).sort()).toEqual(['schedule', 'unknown']);
    expect(typeof docs[0]!.data.at).toBe('number');
  });

  it('accepts a text/plain beacon body', async () => {
    const before = (await stored()).length;
    const res = await post('/api/log-aai', JSON.stringify([entry({ latency: 80 })]), {
      host: 'localhost:3002',
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(202);
    expect((await stored()).length).toBe(before + 1);
  });

  it('refuses bad entries, too many entries and too large bodies, storing nothing', async () => {
    const before = (await stored()).length;
    const headers = { host: 'localhost:3002' };
    expect((await post('/api/log-aai', [entry({ kind: 'other' })], headers)).statusCode).toBe(400);
    expect(
      (await post('/api/log-aai', [entry(), entry({ latency: -1 })], headers)).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/log-aai',
          Array.from({ length: 51 }, () => entry()),
          headers,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/log-aai', 'not json', { ...headers, 'content-type': 'text/plain' }))
        .statusCode,
    ).toBe(400);
    const big = [entry({ question: 'x'.repeat(500) })];
    const many = Array.from({ length: 40 }, () => big[0]);
    expect((await post('/api/log-aai', many, headers)).statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });
});

describe('POST /api/leads', () => {
  it('stores the lead in ai_contacts with a 16-hex id and the server time', async () => {
    const res = await post('/api/leads', {
      name: 'Ana',
      email: 'ana@example.com',
      consent: true,
      locale: 'es',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const doc = await app.documents.forTenant('default').get(`ai_contacts/${id}`);
    expect(doc).toMatchObject({ name: 'Ana', email: 'ana@example.com', consent: true });
    expect(Date.now() - Date.parse(String(doc!.createdAt))).toBeLessThan(60_000);
  });

  it('needs the name, a valid e-mail and consent', async () => {
    for (const payload of [
      { name: '', email: 'ana@example.com', consent: true },
      { name: 'Ana', email: 'not-an-email', consent: true },
      { name: 'Ana', email: 'ana@example.com', consent: false },
      { name: 'Ana', email: 'ana@example.com' },
    ]) {
      const res = await post('/api/leads', payload, { 'x-locale': 'en' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        'The data sent is not valid.',
      );
    }
  });
});
