import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEvalSet, runEvaluation, seededAssistantApp } from './evaluation.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await seededAssistantApp();
}, 60_000);
afterAll(() => app.close());

describe('the offline answerer on the evaluation set', () => {
  it('holds at least 60 questions over both demo tenants in es, en and fr', () => {
    const set = loadEvalSet();
    expect(set.length).toBeGreaterThanOrEqual(60);
    for (const lang of ['es', 'en', 'fr']) {
      expect(set.filter((item) => item.lang === lang).length).toBeGreaterThanOrEqual(20);
    }
    expect(new Set(set.map((item) => item.tenant))).toEqual(new Set(['default', 'restaurant']));
  });

  it('answers at least 90 % right in each language', async () => {
    const { outcomes, byLanguage } = await runEvaluation(app);
    const failed = outcomes
      .filter((outcome) => !outcome.pass)
      .map(
        (o) =>
          `${o.lang}/${o.tenant} "${o.question}" → [${o.answeredLang}/${o.answeredTopic}] ${o.reply}`,
      );
    if (process.env.EVAL_VERBOSE) console.log(failed.join('\n'));
    for (const lang of ['es', 'en', 'fr'] as const) {
      expect(byLanguage[lang].accuracy, `${lang}: ${failed.join('\n')}`).toBeGreaterThanOrEqual(
        0.9,
      );
    }
  });
});
