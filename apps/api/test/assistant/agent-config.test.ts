import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../src/seed/seed-demo.js';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

let app: FastifyInstance;
let documents: DocumentStore;
let callers: Callers;
let address = 0;
const fresh = () => `10.9.${(++address >> 8) & 255}.${address & 255}`;

beforeAll(async () => {
  const built = await buildAuthTestApp((scope) => {
    documents = scope.documents;
  });
  app = built.app;
  await seedDemo(app.documents, app.blobs);
  callers = await createCallers(built.emulator);
}, 60_000);
afterAll(() => app.close());

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  app.inject({
    method,
    url,
    headers: { host: 'localhost:3000', ...headers },
    remoteAddress: fresh(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const asStaff = (method: Method, url: string, payload?: unknown) =>
  call(method, url, payload, bearer(callers.staff));
const asOwner = (method: Method, url: string, payload?: unknown) =>
  call(method, url, payload, bearer(callers.owner));
const ask = (question: string, locale = 'es') =>
  call('POST', '/api/ai-chat', { userMessage: question, message: question, locale });

const CONFIG_URL = '/api/admin/ai-agents/default/config';

type Config = {
  exists: boolean;
  agent: Record<string, unknown> & { languages: string[]; showLeadForm: boolean };
  settings: Record<string, unknown> & {
    languages: string[];
    chat: { maxTokens: number; top_p: number };
  };
  content: Record<'es' | 'en' | 'fr', Record<string, unknown> & { greeting: string }>;
};

/** The configuration as the screen sends it back: the answer less its id and `exists`. */
const bodyOf = ({ agent, settings, content }: Config) =>
  structuredClone({ agent, settings, content });

describe('the AI agent configuration screen’s API', () => {
  it('reads a missing agent document as the empty configuration, with the texts per locale', async () => {
    expect(await documents.forTenant('default').get('ai_agents/default')).toBeNull();
    const res = await asStaff('GET', CONFIG_URL);
    expect(res.statusCode).toBe(200);
    const config = res.json<Config>();
    expect(config.exists).toBe(false);
    expect(config.agent).toMatchObject({
      displayName: '',
      welcome: '',
      languages: ['es', 'en', 'fr'],
      showLeadForm: false,
      openai: { model: 'gpt-5-nano', temperature: 0.7, max_tokens: 500 },
    });
    expect(config.settings).toMatchObject({ temperature: 0.7, chat: { maxTokens: 600, top_p: 1 } });
    expect(Object.keys(config.settings.indiceAI as object)).toContain('legal terms and privacy');
    expect(config.content.es.greeting).toMatch(/^¡Hola! Soy Lupita/);
    expect(config.content.en.greeting).toMatch(/^Hi! I'm Lupita/);
    expect(config.content.fr.greeting).toMatch(/^Bonjour/);
  });

  it('saves the three stores at once, creating the agent document, texts without markup', async () => {
    const loaded = (await asStaff('GET', CONFIG_URL)).json<Config>();
    const next = bodyOf(loaded);
    next.agent = {
      ...next.agent,
      displayName: 'Lupita <b>bot</b>',
      welcome: 'Bienvenida',
      languages: ['es', 'en'],
      showLeadForm: true,
      theme: { ...(next.agent.theme as object), primary: '#b5121b', radius: '12px' },
      brand: {
        name: 'Cantina',
        slogan: 'Sabor',
        urls: {
          home: '/',
          menu: '/es/menu',
          order: '',
          instagram: '',
          facebook: '',
          website: '',
        },
      },
      params: { tone: 'friendly' },
    };
    next.settings = { ...next.settings, temperature: 0.3, chat: { maxTokens: 700, top_p: 0.9 } };
    next.content.es = {
      ...next.content.es,
      greeting: '<p>¡Bienvenido a <script>alert(1)</script>la cantina!</p>',
      unknownResponse: 'No lo sé, <em>deja tus datos</em>.',
    };
    const res = await asStaff('PUT', CONFIG_URL, next);
    expect(res.statusCode).toBe(200);
    const saved = res.json<Config>();
    expect(saved.exists).toBe(true);
    expect(saved.agent.displayName).toBe('Lupita bot');
    expect(saved.content.es.greeting).toBe('¡Bienvenido a la cantina!');
    expect(saved.content.es.unknownResponse).toBe('No lo sé, deja tus datos.');
    // The English texts were sent unchanged and stay as they were.
    expect(saved.content.en.greeting).toBe(loaded.content.en.greeting);

    const tenant = documents.forTenant('default');
    expect(await tenant.get('ai_agents/default')).toMatchObject({
      displayName: 'Lupita bot',
      showLeadForm: true,
      theme: { primary: '#b5121b', radius: '12px' },
    });
    const settings = (await asStaff('GET', '/api/admin/settings')).json<{
      settings: { agentAI: Record<string, unknown> };
    }>();
    expect(settings.settings.agentAI).toMatchObject({
      temperature: 0.3,
      chat: { maxTokens: 700, top_p: 0.9 },
    });
    // Settings and branding keep a version of this save, as their own editors do.
    const versions = await asStaff('GET', '/api/admin/settings/versions');
    expect(versions.statusCode).toBe(200);
    expect(JSON.stringify(versions.json())).toContain('agentAI');
  });

  it('refuses a bad configuration with the field named, and writes nothing', async () => {
    const before = (await asStaff('GET', CONFIG_URL)).json<Config>();
    const bad = bodyOf(before);
    bad.agent = { ...bad.agent, openai: { model: 'x', temperature: 9, max_tokens: 10 } };
    bad.content.fr = { ...bad.content.fr, greeting: 'Changé' };
    const res = await asStaff('PUT', CONFIG_URL, bad);
    expect(res.statusCode).toBe(400);
    const error = res.json<{ error: { code: string; issues: { path: string }[] } }>().error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.issues.map((issue) => issue.path)).toContain('agent.openai.temperature');
    const after = (await asStaff('GET', CONFIG_URL)).json<Config>();
    expect(after).toEqual(before);

    const unknownLanguage = bodyOf(before);
    unknownLanguage.agent = { ...unknownLanguage.agent, languages: ['es', 'de'] };
    expect((await asStaff('PUT', CONFIG_URL, unknownLanguage)).statusCode).toBe(400);
  });

  it('is closed to guests and plain users', async () => {
    expect((await call('GET', CONFIG_URL)).statusCode).toBe(401);
    expect((await call('PUT', CONFIG_URL, {}, bearer(callers.user))).statusCode).toBe(403);
  });
});

describe('what a guest gets follows the saved configuration', () => {
  it('the widget’s setup: greeting of the language, languages, ask-for-contact flag', async () => {
    const es = await call('GET', '/api/ai-chat/config?locale=es');
    expect(es.statusCode).toBe(200);
    expect(es.json()).toMatchObject({
      enabled: true,
      locale: 'es',
      welcome: '¡Bienvenido a la cantina!',
      languages: ['es', 'en'],
      showLeadForm: true,
    });
    const en = (await call('GET', '/api/ai-chat/config?locale=en-CA')).json<{ welcome: string }>();
    expect(en.welcome).toMatch(/^Hi! I'm Lupita/);
  });

  it('a change saved through the admin API is in the next setup and answer', async () => {
    const config = (await asStaff('GET', CONFIG_URL)).json<Config>();
    const next = bodyOf(config);
    next.content.es = {
      ...next.content.es,
      greeting: 'Hola de nuevo',
      unknownResponse: 'Ni idea.',
    };
    next.agent = { ...next.agent, showLeadForm: false, languages: ['es', 'en', 'fr'] };
    // Read first, so the answers are in the cache when the save lands.
    await call('GET', '/api/ai-chat/config?locale=es');
    const first = (await ask('¿tienen estacionamiento para naves espaciales?')).json<{
      topic: string;
      reply: string;
      offerLead: boolean;
    }>();
    expect(first).toMatchObject({ topic: 'unknown', offerLead: true });
    expect(first.reply).toContain('No lo sé');
    expect((await asStaff('PUT', CONFIG_URL, next)).statusCode).toBe(200);
    expect((await call('GET', '/api/ai-chat/config?locale=es')).json()).toMatchObject({
      welcome: 'Hola de nuevo',
      showLeadForm: false,
    });
    const unknown = (await ask('¿tienen estacionamiento para naves espaciales?')).json<{
      reply: string;
      offerLead: boolean;
    }>();
    expect(unknown.reply).toContain('Ni idea.');
    // An unanswered question still offers the lead form; a known one no longer does.
    expect(unknown.offerLead).toBe(true);
    expect((await ask('¿Cuál es su número de teléfono?')).json()).toMatchObject({
      topic: 'phone',
      offerLead: false,
    });
  });

  it('answers only in the agent’s languages', async () => {
    const config = (await asStaff('GET', CONFIG_URL)).json<Config>();
    const next = bodyOf(config);
    next.agent = { ...next.agent, languages: ['es', 'en'] };
    expect((await asStaff('PUT', CONFIG_URL, next)).statusCode).toBe(200);
    const french = (await ask('Quel est votre numéro de téléphone ?', 'es')).json<unknown>();
    expect(french).toMatchObject({ topic: 'phone', locale: 'es' });
    const english = (await ask('What is your phone number?', 'es')).json<unknown>();
    expect(english).toMatchObject({ topic: 'phone', locale: 'en' });
  });

  it('answers from live data: an hours and a price edit are in the next answer', async () => {
    const before = (await ask('¿Cuál es su horario del sábado?')).json<{ reply: string }>();
    expect(before.reply).toContain('12:00 a 02:00');
    const branding = (await asOwner('GET', '/api/admin/branding')).json<{
      branding: { schedule: { day: string; open: string; close: string }[] };
    }>();
    const schedule = branding.branding.schedule.map((day) =>
      day.day === 'saturday' ? { ...day, open: '11:30', close: '23:00' } : day,
    );
    expect((await asOwner('PATCH', '/api/admin/branding', { schedule })).statusCode).toBe(200);
    const after = (await ask('¿Cuál es su horario del sábado?')).json<{ reply: string }>();
    expect(after.reply).toContain('11:30 a 23:00');

    const price = (await ask('¿Cuánto cuesta el guacamole?')).json<{ reply: string }>();
    expect(price.reply).toContain('$11.00');
    const list = (await asStaff('GET', '/api/admin/ai-agents/default/catalog/products')).json<{
      items: ({ id: string; name: string; createdAt: number; updatedAt: number } & Record<
        string,
        unknown
      >)[];
    }>();
    const guacamole = list.items.find((item) => /guacamole/i.test(item.name));
    expect(guacamole).toBeDefined();
    const { id, createdAt: _c, updatedAt: _u, ...fields } = guacamole!;
    const put = await asStaff('PUT', `/api/admin/ai-agents/default/catalog/products/${id}`, {
      ...fields,
      price: 13.5,
    });
    expect(put.statusCode).toBe(200);
    const repriced = (await ask('¿Cuánto cuesta el guacamole?')).json<{ reply: string }>();
    expect(repriced.reply).toContain('$13.50');
  });
});

describe('the feature flag settings.faculties.agentAI', () => {
  it('off: no widget, the chat and the lead form answer a translated 404; on again: back', async () => {
    const off = await asStaff('PATCH', '/api/admin/settings', { faculties: { agentAI: false } });
    expect(off.statusCode).toBe(200);
    expect((await call('GET', '/api/ai-chat/config?locale=es')).json()).toMatchObject({
      enabled: false,
    });
    const es = await ask('¿a qué hora abren hoy?');
    expect(es.statusCode).toBe(404);
    expect(es.json()).toEqual({
      error: { code: 'CHAT_DISABLED', message: 'El asistente no está disponible en este sitio.' },
    });
    const en = await call(
      'POST',
      '/api/ai-chat',
      { userMessage: 'hours?', locale: 'en' },
      { 'x-locale': 'en' },
    );
    expect(en.statusCode).toBe(404);
    expect(en.json<{ error: { message: string } }>().error.message).toBe(
      'The assistant is not available on this site.',
    );
    const lead = await call(
      'POST',
      '/api/leads',
      { name: 'Ana', email: 'ana@example.com', consent: true },
      { 'x-locale': 'fr' },
    );
    expect(lead.statusCode).toBe(404);
    expect(lead.json<{ error: { message: string } }>().error.message).toBe(
      'L’assistant n’est pas disponible sur ce site.',
    );

    await asStaff('PATCH', '/api/admin/settings', { faculties: { agentAI: true } });
    expect((await ask('¿a qué hora abren hoy?')).statusCode).toBe(200);
    expect((await call('GET', '/api/ai-chat/config')).json()).toMatchObject({ enabled: true });
  });
});
