import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVAL_NOW, runEvaluation, seededAssistantApp } from './evaluation.js';

let app: FastifyInstance;
let result: Awaited<ReturnType<typeof runEvaluation>>;

beforeAll(async () => {
  // Only Date is faked: the route's clock is each case's moment, timers run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: EVAL_NOW });
  app = await seededAssistantApp();
  result = await runEvaluation(app, { setNow: (at) => vi.setSystemTime(at) });
}, 300_000);
afterAll(async () => {
  vi.useRealTimers();
  await app.close();
});

const describeMiss = (o: (typeof result.outcomes)[number]) =>
  `${o.lang}/${o.tenant}/${o.kind} "${o.question}" → [${o.locale}/${o.topic}] ${o.reply}` +
  `${o.missing.length ? `\n    missing: ${o.missing.join('; ')}` : ''}` +
  `${o.said.length ? `\n    said: ${o.said.join('; ')}` : ''}`;

describe('the assistant on the evaluation set (POST /api/ai-chat, demo seed, no model key)', () => {
  it('asks at least 150 questions, 40 per language, of every kind, over both demo tenants', () => {
    const { outcomes } = result;
    expect(outcomes.length).toBeGreaterThanOrEqual(150);
    for (const lang of ['es', 'en', 'fr'] as const)
      expect(outcomes.filter((o) => o.lang === lang).length).toBeGreaterThanOrEqual(40);
    expect(new Set(outcomes.map((o) => o.tenant))).toEqual(new Set(['default', 'restaurant']));
    expect(new Set(outcomes.map((o) => o.kind))).toEqual(
      new Set([
        'hours-day',
        'hours-week',
        'open-now',
        'closed-days',
        'holiday',
        'event',
        'menu',
        'price',
        'dietary',
        'faq',
        'booking',
        'delivery',
        'contact',
        'unknown',
      ]),
    );
  });

  it('never says a wrong hour, date, price, "open now" or the other tenant’s data', () => {
    const wrong = result.outcomes.filter((o) => o.wrongFact).map(describeMiss);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('answers at least 95 % right in each language', () => {
    const misses = result.outcomes.filter((o) => !o.pass).map(describeMiss);
    if (process.env.EVAL_VERBOSE) {
      console.log(misses.join('\n'));
      if (process.env.EVAL_VERBOSE === 'all')
        console.log(result.outcomes.map(describeMiss).join('\n'));
      console.table(result.byLanguage);
      console.table(result.byKind);
      console.log(`route p50 ${result.p50Ms.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms`);
      console.log(
        `answerer p50 ${result.answerer.p50.toFixed(2)} ms, p95 ${result.answerer.p95.toFixed(2)} ms`,
      );
    }
    for (const lang of ['es', 'en', 'fr'] as const)
      expect(result.byLanguage[lang].accuracy, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
