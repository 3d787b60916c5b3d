import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentStore } from '../../src/stores/document-store.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

let app: FastifyInstance;
let documents: DocumentStore;
let callers: Callers;
beforeAll(async () => {
  const built = await buildAuthTestApp((scope) => {
    documents = scope.documents;
  });
  app = built.app;
  callers = await createCallers(built.emulator);
});
afterAll(() => app.close());

const asStaff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  app.inject({
    method,
    url,
    headers: { host: 'localhost:3000', ...bearer(callers.staff) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe('the AI agent configuration (staff)', () => {
  it('creates a missing agent document on save and reads it back', async () => {
    expect(await documents.forTenant('default').get('ai_agents/bar-bot')).toBeNull();
    const saved = await asStaff('PUT', '/api/admin/ai-agents/bar-bot', {
      displayName: 'Lupita',
      welcome: '¡Hola!',
      domain: 'cantina.example',
      languages: ['es', 'en'],
      showLeadForm: true,
      openai: { model: 'gpt-5-mini', temperature: 0.5, max_tokens: 300 },
      assets: { avatarPath: 'Agents/bar-bot/avatar.png', fabIconPath: '' },
      params: { tone: 'friendly' },
    });
    expect(saved.statusCode).toBe(200);
    const read = await asStaff('GET', '/api/admin/ai-agents/bar-bot');
    expect(read.json()).toMatchObject({
      id: 'bar-bot',
      displayName: 'Lupita',
      showLeadForm: true,
      openai: { model: 'gpt-5-mini', temperature: 0.5, max_tokens: 300 },
      params: { tone: 'friendly' },
    });
  });

  it('refuses a bad configuration and keeps what was stored', async () => {
    const res = await asStaff('PUT', '/api/admin/ai-agents/bar-bot', {
      openai: { temperature: 9 },
    });
    expect(res.statusCode).toBe(400);
    const read = await asStaff('GET', '/api/admin/ai-agents/bar-bot');
    expect(read.json()).toMatchObject({ displayName: 'Lupita' });
  });

  it('is closed to guests and plain users', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/admin/ai-agents/bar-bot',
      headers: { host: 'localhost:3000', ...bearer(callers.user) },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('leads and chat metrics (staff)', () => {
  it('lists the chat’s leads, newest first', async () => {
    for (const name of ['Ana', 'Luis']) {
      await app.inject({
        method: 'POST',
        url: '/api/leads',
        headers: { host: 'localhost:3000' },
        payload: { name, email: `${name.toLowerCase()}@example.com`, consent: true },
      });
    }
    const res = await asStaff('GET', '/api/admin/ai-agents/default/leads');
    expect(res.statusCode).toBe(200);
    const { leads } = res.json<{ leads: { name: string; id: string }[] }>();
    expect(leads.map((lead) => lead.name)).toEqual(['Luis', 'Ana']);
    expect(leads[0]!.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it('aggregates the telemetry the widget sent over a date range', async () => {
    const entry = (topic: string, latency: number, question?: string) => ({
      kind: 'free',
      topic,
      ok: true,
      latency,
      status: 200,
      tokensIn: 10,
      tokensOut: 5,
      ts: Date.now(),
      ...(question ? { question } : {}),
    });
    const sent = await app.inject({
      method: 'POST',
      url: '/api/log-aai',
      headers: { host: 'localhost:3000', 'content-type': 'text/plain' },
      payload: JSON.stringify([
        entry('schedule', 40),
        entry('unknown', 60, 'Do you sell gift cards?'),
        entry('schedule', 80),
      ]),
    });
    expect(sent.statusCode).toBe(202);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(
      new Date(),
    );
    const res = await asStaff(
      'GET',
      `/api/admin/ai-agents/default/metrics?from=${today}&to=${today}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total: 3,
      perDay: [{ day: today, questions: 3, unanswered: 1, failed: 0 }],
      topics: [
        { topic: 'schedule', count: 2 },
        { topic: 'unknown', count: 1 },
      ],
      unanswered: [{ question: 'do you sell gift cards?', count: 1 }],
      latency: { p50: 60, p95: 80, avg: 60 },
      tokens: { in: 30, out: 15 },
    });
    const bad = await asStaff(
      'GET',
      '/api/admin/ai-agents/default/metrics?from=2026-12-01&to=2026-11-01',
    );
    expect(bad.statusCode).toBe(400);
  });
});
