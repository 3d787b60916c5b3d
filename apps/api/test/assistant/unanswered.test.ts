import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandingOverridesPath } from '../../src/repositories/branding.js';
import { seedTenant } from '../../src/seed/seed-demo.js';
import { bearer, buildAuthTestApp, type Callers, createCallers } from '../auth/auth-test-app.js';

let app: FastifyInstance;
let callers: Callers;
let address = 0;
beforeAll(async () => {
  const built = await buildAuthTestApp();
  app = built.app;
  callers = await createCallers(built.emulator);
  await seedTenant(app.documents, app.blobs, 'default');
}, 120_000);
afterAll(() => app.close());

const HOST = { host: 'localhost:3000' };
const ask = async (question: string, lang = 'es') => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/ai-chat',
    headers: { ...HOST, 'x-locale': lang },
    payload: { userMessage: question, locale: lang },
    remoteAddress: `10.6.0.${++address}`,
  });
  return res.json<{ reply: string; topic: string; offerLead: boolean }>();
};
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, locale = 'es') =>
  app.inject({
    method,
    url,
    headers: { ...HOST, 'x-locale': locale, ...bearer(callers.staff) },
    ...(payload ? { payload } : {}),
  });
type Groups = {
  groups: {
    ids: string[];
    question: string;
    wordings: string[];
    count: number;
    lastAskedAt: string;
  }[];
};
const UNANSWERED = '/api/admin/ai-agents/default/unanswered';

const ANSWER = {
  question: {
    es: '¿Tienen estacionamiento para bicicletas?',
    en: 'Do you have bike parking?',
    fr: 'Avez-vous un stationnement pour vélos ?',
  },
  answer: {
    es: 'Sí, hay un aparcabicicletas frente a la entrada.',
    en: 'Yes, there is a bike rack in front of the entrance.',
    fr: 'Oui, il y a un support à vélos devant l’entrée.',
  },
};

describe('the questions the assistant could not answer (staff)', () => {
  it('groups the same and close wordings, with their count and last asked', async () => {
    for (const question of [
      '¿Tienen estacionamiento para bicicletas?',
      '¿tienen ESTACIONAMIENTO para bicicletas',
      '¿Hay estacionamiento para bicicletas?',
      '¿Tienen menú para niños?',
    ]) {
      const answer = await ask(question);
      expect(answer).toMatchObject({ topic: 'unknown', offerLead: true });
    }
    // A question the assistant answers is not listed.
    expect((await ask('¿Cuál es su número de teléfono?')).topic).toBe('phone');

    const res = await asStaff('GET', UNANSWERED);
    expect(res.statusCode).toBe(200);
    const { groups } = res.json<Groups>();
    const parking = groups.find((group) => group.question.includes('bicicletas'))!;
    expect(parking).toMatchObject({ count: 3 });
    expect(parking.ids).toHaveLength(2);
    expect(parking.wordings).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/estacionamiento para bicicletas/i),
        '¿Hay estacionamiento para bicicletas?',
      ]),
    );
    expect(Date.parse(parking.lastAskedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(groups).toHaveLength(2);
    expect(groups.some((group) => group.question.includes('niños'))).toBe(true);
  });

  it('an answer in three languages becomes a FAQ entry the chat answers with, and the group goes', async () => {
    const { groups } = (await asStaff('GET', UNANSWERED)).json<Groups>();
    const parking = groups.find((group) => group.question.includes('bicicletas'))!;
    const res = await asStaff('POST', `${UNANSWERED}/answer`, { ids: parking.ids, ...ANSWER });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, answered: 2 });

    const after = (await asStaff('GET', UNANSWERED)).json<Groups>();
    expect(after.groups.map((group) => group.question)).toEqual(['¿Tienen menú para niños?']);
    for (const lang of ['es', 'en', 'fr'] as const) {
      const reply = await ask(ANSWER.question[lang], lang);
      expect(reply).toMatchObject({ topic: 'FAQ', reply: ANSWER.answer[lang] });
    }
    // The branding editor's path: each language's list holds it, with a version kept.
    const docs = app.documents.forTenant('default');
    for (const lang of ['es', 'en', 'fr'] as const) {
      const stored = await docs.get(brandingOverridesPath(lang));
      expect(stored?.FAQ).toContainEqual({
        question: ANSWER.question[lang],
        answer: ANSWER.answer[lang],
      });
      expect(
        await docs.query(`version_docs/branding~${lang}/items`, { limit: 5 }),
      ).not.toHaveLength(0);
    }
  });

  it('refuses a missing language (400, translated) and an unknown question (404)', async () => {
    const missing = await asStaff(
      'POST',
      `${UNANSWERED}/answer`,
      { ids: ['x'], question: { es: 'a', en: 'b' }, answer: ANSWER.answer },
      'en',
    );
    expect(missing.statusCode).toBe(400);
    const unknown = await asStaff(
      'POST',
      `${UNANSWERED}/answer`,
      { ids: ['does-not-exist'], ...ANSWER },
      'fr',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error: {
        code: 'UNANSWERED_NOT_FOUND',
        message: 'Cette question sans réponse n’existe plus.',
      },
    });
  });

  it('is closed to guests', async () => {
    const res = await app.inject({ method: 'GET', url: UNANSWERED, headers: HOST });
    expect(res.statusCode).toBe(401);
  });

  it('a contact left in the chat queues a staff mail in the outbox', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: HOST,
      payload: { name: 'Ana Pérez', email: 'ana@example.com', consent: true, locale: 'en' },
      remoteAddress: '10.6.1.1',
    });
    expect(res.statusCode).toBe(201);
    const outbox = await asStaff('GET', '/api/admin/outbox');
    const entries = outbox.json<{ entries: { kind: string; subject: string; to: string }[] }>()
      .entries;
    const mail = entries.find((entry) => entry.kind === 'lead.staff');
    expect(mail).toMatchObject({ subject: 'Nuevo contacto desde el chat: Ana Pérez' });
  });
});
