import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ask, EVAL_NOW, seededAssistantApp } from './evaluation.js';

// The demo seed gives every event its English and French texts.
let app: FastifyInstance;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: EVAL_NOW });
  app = await seededAssistantApp();
});
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

describe('the assistant names events in the asked language', () => {
  it('answers with the title in the guest’s language', async () => {
    const en = await ask(app, 'default', 'en', 'When is the Mariachi Night?');
    expect(en.reply).toContain('Mariachi Night');
    expect(en.reply).not.toContain('Noche de Mariachi');
    const fr = await ask(app, 'default', 'fr', 'Quand est la soirée mariachi ?');
    expect(fr.reply).toContain('Soirée mariachi');
    const es = await ask(app, 'default', 'es', '¿Cuándo es la Noche de Mariachi?');
    expect(es.reply).toContain('Noche de Mariachi');
  });

  it('finds an event named by its title in another language', async () => {
    const es = await ask(app, 'default', 'es', '¿Cuándo es el Friday Karaoke?');
    expect(es.reply).toContain('Karaoke de los viernes');
  });
});
