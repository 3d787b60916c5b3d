import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';
import { EVAL_NOW } from './evaluation.js';
import {
  type FakeInputItem,
  type FakeMessage,
  type FakeOpenAi,
  startFakeOpenAi,
} from './fake-openai.js';

// The model is replaced by a local server speaking OpenAI's protocol to the real SDK: scripted,
// it calls our tools, then answers from the tool results the SDK sends back.
const TIMEOUT_MS = 500;
const HOSTS = { default: 'localhost:3000', restaurant: 'localhost:3002' } as const;
type Tenant = keyof typeof HOSTS;

let app: FastifyInstance;
let fake: FakeOpenAi;
let address = 0;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: EVAL_NOW });
  fake = await startFakeOpenAi('unused');
  app = await buildTestApp({
    OPENAI_API_KEY: 'sk-test-server-key',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  await seedDemo(app.documents, app.blobs, EVAL_NOW);
  for (const tenant of ['default', 'restaurant'] as const) {
    const docs = app.documents.forTenant(tenant);
    await docs.set(
      'settings/default',
      { agentAI: { apiMode: 'chat', model: 'gpt-4o-mini' } },
      { merge: true },
    );
    app.publicReads.forget(tenant);
  }
}, 300_000);
afterAll(async () => {
  vi.useRealTimers();
  await app?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.mode = 'ok';
  fake.slowMs = 3000;
  fake.script = null;
  fake.responsesScript = null;
  fake.requests = [];
});

const ask = async (tenant: Tenant, userMessage: string, lang = 'es') => {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai-chat',
    headers: { host: HOSTS[tenant], 'x-locale': lang },
    payload: { userMessage, locale: lang },
    remoteAddress: `10.8.0.${++address}`,
  });
  return {
    res,
    ms: performance.now() - started,
    body: res.json<{ reply: string; source: string; offerLead: boolean; topic: string }>(),
  };
};

const toolResults = (messages: FakeMessage[]) =>
  messages.filter((message) => message.role === 'tool').map((message) => String(message.content));

/** A model that makes `calls` first, then answers with `answer(tool results)`. */
const scripted =
  (calls: { name: string; arguments: string }[], answer: (results: string[]) => string) =>
  (messages: FakeMessage[]) =>
    messages.some((message) => message.role === 'tool')
      ? { content: answer(toolResults(messages)) }
      : { toolCalls: calls };

const EVERY_TOOL = [
  { name: 'get_opening_hours', arguments: '{"day":"today"}' },
  { name: 'find_events', arguments: '{}' },
  { name: 'search_menu', arguments: '{}' },
  { name: 'search_faq', arguments: '{}' },
  { name: 'get_contact', arguments: '{}' },
  { name: 'get_booking_rules', arguments: '{}' },
  { name: 'check_availability', arguments: '{"day":"tomorrow","party":2}' },
];

/** Each tenant's tool results carry its own facts and none of the other tenant's. */
function expectSeparated(seen: Record<Tenant, string[]>) {
  const parsed = (tenant: Tenant) => seen[tenant].map((text): unknown => JSON.parse(text));
  const facts = (tenant: Tenant) => {
    const [, events, menu, faq, contact] = parsed(tenant) as [
      unknown,
      { events: { title: string }[] },
      { items: { name: string }[] },
      { faq: { question: string }[] },
      { name: string; phone: string; email: string; address: string },
    ];
    return {
      strings: [contact.name, contact.phone, contact.email, contact.address],
      events: events.events.map((event) => event.title),
      items: menu.items.map((item) => item.name),
      faq: faq.faq.map((entry) => entry.question),
    };
  };
  const main = facts('default');
  const restaurant = facts('restaurant');
  expect(main.strings[1]).toBe('+1 416 555 0142');
  expect(restaurant.strings[1]).toBe('+1 613 555 0177');
  for (const own of [main, restaurant]) {
    expect(own.events.length).toBeGreaterThan(0);
    expect(own.items.length).toBeGreaterThan(0);
    expect(own.faq.length).toBeGreaterThan(0);
  }
  for (const [own, other] of [
    ['default', restaurant],
    ['restaurant', main],
  ] as const) {
    const ownFacts = own === 'default' ? main : restaurant;
    const text = seen[own].join('\n');
    for (const value of other.strings.filter(Boolean)) expect(text).not.toContain(value);
    const onlyOther = (mine: string[], theirs: string[]) =>
      theirs.filter((value) => value && !mine.includes(value));
    for (const value of [
      ...onlyOther(ownFacts.events, other.events),
      ...onlyOther(ownFacts.items, other.items),
      ...onlyOther(ownFacts.faq, other.faq),
    ])
      expect(text).not.toContain(`"${value}"`);
  }
}

describe('the model answers only from our tools (chat completions, real SDK)', () => {
  it('Sunday’s hours: the model calls the hours tool and its answer carries the tool’s value', async () => {
    fake.script = scripted(
      [{ name: 'get_opening_hours', arguments: JSON.stringify({ day: 'sunday' }) }],
      ([result]) => {
        const hours = JSON.parse(result!) as { opens?: string; closes?: string; closed: boolean };
        return hours.closed
          ? 'El domingo estamos cerrados.'
          : `El domingo abrimos de ${hours.opens} a ${hours.closes}.`;
      },
    );
    const { body } = await ask('restaurant', '¿A qué hora abren el domingo?');
    expect(body.source).toBe('model');

    const [first, second] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    const tools = (first!.body.tools as { function: { name: string } }[]).map(
      (tool) => tool.function.name,
    );
    expect(tools).toEqual(
      expect.arrayContaining([
        'get_opening_hours',
        'find_events',
        'search_menu',
        'search_faq',
        'get_booking_rules',
        'check_availability',
      ]),
    );
    const system = String((first!.body.messages as FakeMessage[])[0]!.content);
    expect(system).toContain('must come from a tool result of this turn');
    expect(system).toContain('Spanish');

    // The tool's result: the seeded Sunday of El Mariachi (2026-11-29, its zone).
    const [result] = toolResults(second!.body.messages as FakeMessage[]);
    const hours = JSON.parse(result!) as Record<string, unknown>;
    const branding = (await app.documents.forTenant('restaurant').get('branding/default'))!;
    const sunday = (branding.schedule as { day: string; open: string; close: string }[]).find(
      (entry) => entry.day === 'sunday',
    )!;
    expect(hours).toMatchObject({
      date: '2026-11-29',
      weekDay: 'sunday',
      timeZone: 'America/Toronto',
      closed: false,
      opens: sunday.open,
      closes: sunday.close,
    });
    expect(sunday).toMatchObject({ open: '11:00', close: '21:00' });
    expect(body.reply).toBe('El domingo abrimos de 11:00 a 21:00.');

    // La Cantina del Norte is closed on Sunday: its own tool result says so.
    fake.requests = [];
    const other = await ask('default', '¿A qué hora abren el domingo?');
    expect(other.body.reply).toBe('El domingo estamos cerrados.');
    const [closed] = toolResults(fake.requests[1]!.body.messages as FakeMessage[]);
    expect(JSON.parse(closed!)).toMatchObject({ weekDay: 'sunday', closed: true });
  });

  it('a tool error gives the offline answer, within OPENAI_TIMEOUT_MS + 200 ms', async () => {
    fake.script = scripted(
      [{ name: 'check_availability', arguments: '{"day": "not a day"' }],
      () => 'never sent',
    );
    const { body, ms } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
    expect(body.reply).toContain('+1 416 555 0142');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
    expect(fake.requests).toHaveLength(1);
  });

  it('a tool the model invents gives the offline answer', async () => {
    fake.script = scripted([{ name: 'make_reservation', arguments: '{}' }], () => 'never sent');
    const { body } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
  });

  it('a model 10 s late gives the offline answer within OPENAI_TIMEOUT_MS + 200 ms', async () => {
    await ask('default', '¿Cuál es su número de teléfono?'); // warm: the tenant's data is read
    fake.mode = 'slow';
    fake.slowMs = 10_000;
    const { body, ms } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
    expect(body.reply).toContain('+1 416 555 0142');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
  });

  it('a model late on its second round (after the tools) still falls back in time', async () => {
    await ask('default', 'hola');
    let round = 0;
    fake.script = (messages) => {
      round += 1;
      if (round === 1) fake.mode = 'slow';
      return scripted(
        [{ name: 'get_opening_hours', arguments: '{"day":"today"}' }],
        () => 'x',
      )(messages);
    };
    fake.slowMs = 10_000;
    const { body, ms } = await ask('default', '¿Abren hoy?');
    expect(body.source).toBe('fallback');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
  });

  it('a model that finds nothing offers the contact form', async () => {
    fake.script = scripted([{ name: 'offer_contact_form', arguments: '{}' }], () => 'No lo sé.');
    const { body } = await ask('default', '¿Cuánto cuesta el estacionamiento?');
    expect(body).toMatchObject({ source: 'model', reply: 'No lo sé.', offerLead: true });
  });

  it('nothing of the other tenant ever reaches a tool result (both demo tenants)', async () => {
    const seen: Record<Tenant, string[]> = { default: [], restaurant: [] };
    for (const tenant of ['default', 'restaurant'] as const) {
      fake.requests = [];
      fake.script = scripted(EVERY_TOOL, (results) => {
        seen[tenant] = results;
        return 'ok';
      });
      const { body } = await ask(tenant, '¿Qué me cuentan?');
      expect(body.source).toBe('model');
      expect(seen[tenant]).toHaveLength(EVERY_TOOL.length);
    }
    expectSeparated(seen);
  });
});

const outputs = (input: FakeInputItem[]) =>
  input.filter((item) => item.type === 'function_call_output').map((item) => String(item.output));

/** The same scripted model through the Responses API: function calls, then the answer. */
const scriptedResponses =
  (calls: { name: string; arguments: string }[], answer: (results: string[]) => string) =>
  (input: FakeInputItem[]) =>
    input.some((item) => item.type === 'function_call_output')
      ? { content: answer(outputs(input)) }
      : { toolCalls: calls };

const setApiMode = async (apiMode: string, model: string) => {
  for (const tenant of ['default', 'restaurant'] as const) {
    await app.documents
      .forTenant(tenant)
      .set('settings/default', { agentAI: { apiMode, model } }, { merge: true });
    app.publicReads.forget(tenant);
  }
};

describe('the model answers only from our tools (Responses API, real SDK)', () => {
  beforeAll(() => setApiMode('responses', 'gpt-5-nano'));
  afterAll(() => setApiMode('chat', 'gpt-4o-mini'));

  it('Sunday’s hours: the model calls the hours tool and its answer carries the tool’s value', async () => {
    fake.responsesScript = scriptedResponses(
      [{ name: 'get_opening_hours', arguments: JSON.stringify({ day: 'sunday' }) }],
      ([result]) => {
        const hours = JSON.parse(result!) as { opens?: string; closes?: string; closed: boolean };
        return hours.closed
          ? 'El domingo estamos cerrados.'
          : `El domingo abrimos de ${hours.opens} a ${hours.closes}.`;
      },
    );
    const { body } = await ask('restaurant', '¿A qué hora abren el domingo?');
    expect(body.source).toBe('model');
    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first!.path).toBe('/v1/responses');
    expect(second!.path).toBe('/v1/responses');
    // The chat completions' tools, in the Responses API's shape.
    const tools = first!.body.tools as { type: string; name: string; parameters: unknown }[];
    expect(tools.map((tool) => tool.name)).toEqual([
      'get_opening_hours',
      'find_events',
      'search_menu',
      'search_faq',
      'get_contact',
      'get_booking_rules',
      'check_availability',
      'offer_contact_form',
    ]);
    expect(tools.every((tool) => tool.type === 'function')).toBe(true);
    expect(tools[0]!.parameters).toMatchObject({ required: ['day'] });
    const instructions = String(first!.body.instructions);
    expect(instructions).toContain('must come from a tool result of this turn');
    expect(instructions).toContain('Spanish');
    expect(instructions).not.toContain('11:00');

    // The second request sends back the first one's output items, then the tool's output.
    const input = second!.body.input as FakeInputItem[];
    expect(input.map((item) => item.type ?? item.role)).toEqual([
      'user',
      'reasoning',
      'function_call',
      'function_call_output',
    ]);
    expect(input[3]!.call_id).toBe(input[2]!.call_id);
    const hours = JSON.parse(outputs(input)[0]!) as Record<string, unknown>;
    expect(hours).toMatchObject({
      date: '2026-11-29',
      weekDay: 'sunday',
      timeZone: 'America/Toronto',
      closed: false,
      opens: '11:00',
      closes: '21:00',
    });
    expect(body.reply).toBe('El domingo abrimos de 11:00 a 21:00.');

    fake.requests = [];
    const other = await ask('default', '¿A qué hora abren el domingo?');
    expect(other.body.reply).toBe('El domingo estamos cerrados.');
    const [closed] = outputs(fake.requests[1]!.body.input as FakeInputItem[]);
    expect(JSON.parse(closed!)).toMatchObject({ weekDay: 'sunday', closed: true });
  });

  it('a tool error gives the offline answer, within OPENAI_TIMEOUT_MS + 200 ms', async () => {
    fake.responsesScript = scriptedResponses(
      [{ name: 'check_availability', arguments: '{"day": "not a day"' }],
      () => 'never sent',
    );
    const { body, ms } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
    expect(body.reply).toContain('+1 416 555 0142');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
    expect(fake.requests).toHaveLength(1);
  });

  it('a model 10 s late gives the offline answer within OPENAI_TIMEOUT_MS + 200 ms', async () => {
    await ask('default', '¿Cuál es su número de teléfono?'); // warm: the tenant's data is read
    fake.mode = 'slow';
    fake.slowMs = 10_000;
    const { body, ms } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
    expect(body.reply).toContain('+1 416 555 0142');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
  });

  it('a model late on its second round (after the tools) still falls back in time', async () => {
    await ask('default', 'hola');
    let round = 0;
    fake.responsesScript = (input) => {
      round += 1;
      if (round === 1) fake.mode = 'slow';
      return scriptedResponses(
        [{ name: 'get_opening_hours', arguments: '{"day":"today"}' }],
        () => 'x',
      )(input);
    };
    fake.slowMs = 10_000;
    const { body, ms } = await ask('default', '¿Abren hoy?');
    expect(body.source).toBe('fallback');
    expect(ms).toBeLessThan(TIMEOUT_MS + 200);
  });

  it('a model calling tools round after round stops at the round limit: offline answer', async () => {
    fake.responsesScript = () => ({ toolCalls: [{ name: 'get_contact', arguments: '{}' }] });
    const { body } = await ask('default', '¿Cuál es su número de teléfono?');
    expect(body).toMatchObject({ source: 'fallback', topic: 'phone' });
    // four rounds of calls, then one request where no call is allowed
    expect(fake.requests).toHaveLength(5);
    expect(fake.requests.map((sent) => sent.body.tool_choice)).toEqual([
      'auto',
      'auto',
      'auto',
      'auto',
      'none',
    ]);
  });

  it('a model that finds nothing offers the contact form', async () => {
    fake.responsesScript = scriptedResponses(
      [{ name: 'offer_contact_form', arguments: '{}' }],
      () => 'No lo sé.',
    );
    const { body } = await ask('default', '¿Cuánto cuesta el estacionamiento?');
    expect(body).toMatchObject({ source: 'model', reply: 'No lo sé.', offerLead: true });
  });

  it('nothing of the other tenant ever reaches a tool output (both demo tenants)', async () => {
    const seen: Record<Tenant, string[]> = { default: [], restaurant: [] };
    for (const tenant of ['default', 'restaurant'] as const) {
      fake.requests = [];
      fake.responsesScript = scriptedResponses(EVERY_TOOL, (results) => {
        seen[tenant] = results;
        return 'ok';
      });
      const { body } = await ask(tenant, '¿Qué me cuentan?');
      expect(body.source).toBe('model');
      expect(seen[tenant]).toHaveLength(EVERY_TOOL.length);
    }
    expectSeparated(seen);
  });
});
