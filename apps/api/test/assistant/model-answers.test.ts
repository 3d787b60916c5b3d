import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTenant } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.js';

let app: FastifyInstance;
let fake: FakeOpenAi;
let address = 0;
const MODEL_REPLY = 'Abrimos hoy de 12:00 a 23:00 (respuesta del modelo).';

beforeAll(async () => {
  fake = await startFakeOpenAi(MODEL_REPLY);
  app = await buildTestApp({
    OPENAI_API_KEY: 'sk-test-server-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: '400',
  });
  await seedTenant(app.documents, app.blobs, 'default');
}, 60_000);
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.requests = [];
});

const ask = (userMessage: string) =>
  app.inject({
    method: 'POST',
    url: '/api/ai-chat',
    headers: { host: 'localhost:3000', 'x-locale': 'es' },
    payload: { userMessage, message: userMessage, locale: 'es' },
    remoteAddress: `10.9.0.${++address}`,
  });

describe('POST /api/ai-chat with an OpenAI key (real SDK, local OpenAI-protocol server)', () => {
  it('words the answer with the model, grounded on the matched topic, with only the parameters gpt-5 accepts', async () => {
    const res = await ask('¿Cuál es su número de teléfono?');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      reply: MODEL_REPLY,
      message: MODEL_REPLY,
      topic: 'phone',
      source: 'model',
      usage: { prompt_tokens: 120, completion_tokens: 14 },
    });
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    // settings.agentAI defaults: apiMode responses, model gpt-5-nano, 600 tokens
    expect(sent!.path).toBe('/v1/responses');
    expect(sent!.authorization).toBe('Bearer sk-test-server-key');
    expect(sent!.body).toMatchObject({ model: 'gpt-5-nano', max_output_tokens: 600 });
    expect(sent!.body).not.toHaveProperty('temperature');
    expect(sent!.body).not.toHaveProperty('top_p');
    expect(String(sent!.body.instructions)).toContain('+1 416 555 0142');
    expect(String(sent!.body.instructions)).toContain('Spanish');
    expect(sent!.body.input).toBe('¿Cuál es su número de teléfono?');
  });

  it('uses chat completions with temperature and max_tokens for a non-reasoning model', async () => {
    await app.documents
      .forTenant('default')
      .set(
        'settings/default',
        { agentAI: { apiMode: 'chat', model: 'gpt-4o-mini' } },
        { merge: true },
      );
    try {
      const res = await ask('¿Dónde están ubicados?');
      expect(res.json()).toMatchObject({ source: 'model', reply: MODEL_REPLY, topic: 'address' });
      const [sent] = fake.requests;
      expect(sent!.path).toBe('/v1/chat/completions');
      expect(sent!.body).toMatchObject({
        model: 'gpt-4o-mini',
        max_tokens: 600,
        temperature: 0.7,
        top_p: 1,
      });
      expect(sent!.body).not.toHaveProperty('max_completion_tokens');
    } finally {
      await app.documents
        .forTenant('default')
        .set(
          'settings/default',
          { agentAI: { apiMode: 'responses', model: 'gpt-5-nano' } },
          { merge: true },
        );
    }
  });

  it.each(['slow', '429', '500', 'malformed'] as const)(
    'falls back to the offline answer when the provider is %s',
    async (mode) => {
      fake.mode = mode;
      const res = await ask('¿Cuál es su número de teléfono?');
      expect(res.statusCode).toBe(200);
      const body = res.json<{ reply: string; source: string; topic: string; usage: unknown }>();
      expect(body).toMatchObject({ ok: true, source: 'fallback', topic: 'phone' });
      expect(body.reply).toContain('+1 416 555 0142');
      expect(body.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0 });
      // no retry: the guest is waiting
      expect(fake.requests).toHaveLength(1);
    },
  );
});
