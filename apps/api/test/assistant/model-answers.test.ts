import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedTenant } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';
import { type FakeInputItem, type FakeOpenAi, startFakeOpenAi } from './fake-openai.js';

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
  fake.responsesScript = null;
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
  it('answers from the tools through the Responses API, with only the parameters gpt-5 accepts', async () => {
    const question = '¿Cuál es su número de teléfono?';
    fake.responsesScript = (input) => {
      const output = input.find((item) => item.type === 'function_call_output')?.output;
      return output
        ? { content: `Nuestro teléfono es ${(JSON.parse(output) as { phone: string }).phone}.` }
        : { toolCalls: [{ name: 'get_contact', arguments: '{}' }] };
    };
    const res = await ask(question);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      reply: 'Nuestro teléfono es +1 416 555 0142.',
      message: 'Nuestro teléfono es +1 416 555 0142.',
      topic: 'phone',
      source: 'model',
      // both rounds: the tool call, then the answer
      usage: { prompt_tokens: 200, completion_tokens: 20 },
    });
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    for (const sent of [first!, second!]) {
      // settings.agentAI defaults: apiMode responses, model gpt-5-nano, 600 tokens
      expect(sent.path).toBe('/v1/responses');
      expect(sent.authorization).toBe('Bearer sk-test-server-key');
      expect(sent.body).toMatchObject({ model: 'gpt-5-nano', max_output_tokens: 600 });
      expect(sent.body).not.toHaveProperty('temperature');
      expect(sent.body).not.toHaveProperty('top_p');
    }
    // No fact in the prompt: the phone reaches the model only as the tool's output.
    const instructions = String(first!.body.instructions);
    expect(instructions).toContain('must come from a tool result of this turn');
    expect(instructions).toContain('Spanish');
    expect(instructions).not.toContain('+1 416 555 0142');
    expect(first!.body.input).toEqual([{ role: 'user', content: question }]);
    expect(first!.body.tool_choice).toBe('auto');
    expect(first!.body.tools).toContainEqual(
      expect.objectContaining({ type: 'function', name: 'get_contact', strict: false }),
    );
    const input = second!.body.input as FakeInputItem[];
    const call = input.find((item) => item.type === 'function_call')!;
    expect(call).toMatchObject({ name: 'get_contact', arguments: '{}' });
    const result = input.find((item) => item.type === 'function_call_output')!;
    expect(result.call_id).toBe(call.call_id);
    expect(JSON.parse(result.output!)).toMatchObject({ phone: '+1 416 555 0142' });
  });

  it('a model that answers without calling a tool: its text, and no fact in its prompt', async () => {
    const res = await ask('¿Cuál es su número de teléfono?');
    expect(res.json()).toMatchObject({ source: 'model', reply: MODEL_REPLY, topic: 'phone' });
    expect(fake.requests).toHaveLength(1);
    expect(String(fake.requests[0]!.body.instructions)).not.toContain('+1 416 555 0142');
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
