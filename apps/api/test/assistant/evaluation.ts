import { readFileSync } from 'node:fs';
import { guessLanguage, type ChatLanguage } from '@bar/domain/assistant/language';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../../src/seed/seed-demo.js';
import { buildTestApp } from '../helper.js';

/**
 * The assistant's evaluation set (eval-set.json): guest questions over the demo tenants in es, en
 * and fr, each with the facts a right answer contains. `runEvaluation` seeds both demo tenants on
 * a fresh app (the real SQLite store), answers every question with the offline answerer at a fixed
 * moment (a Monday at noon in Toronto; the events seeded around that day) and scores them.
 * Used by the API test (fails under 90 % per language) and by `pnpm bench ai`.
 */
export interface EvalCase {
  tenant: 'default' | 'restaurant';
  lang: ChatLanguage;
  question: string;
  /** Every one must appear in the answer (case and accents ignored). */
  facts: string[];
  topic?: string;
}

export interface EvalOutcome extends EvalCase {
  pass: boolean;
  reply: string;
  answeredTopic: string | null;
  answeredLang: ChatLanguage;
  ms: number;
}

export const EVAL_NOW = new Date('2026-11-23T17:00:00Z');

export const loadEvalSet = (): EvalCase[] =>
  JSON.parse(readFileSync(new URL('./eval-set.json', import.meta.url), 'utf8')) as EvalCase[];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export async function seededAssistantApp(): Promise<FastifyInstance> {
  const app = await buildTestApp();
  // Both demo tenants as `pnpm start` seeds them: content, catalogue, surveys.
  await seedDemo(app.documents, app.blobs, EVAL_NOW);
  return app;
}

export async function runEvaluation(app: FastifyInstance, cases = loadEvalSet()) {
  // A running server is warm: the first answers (module JIT, SQLite statement cache, the
  // tenant's data in the public reads' cache) are not timed. `coldAnswers` times the other case.
  for (const tenant of ['default', 'restaurant']) {
    const docs = app.documents.forTenant(tenant);
    for (const [question, lang] of [
      ['hola', 'es'],
      ['hours', 'en'],
      ['prix', 'fr'],
    ] as const)
      await app.assistant.answer({ docs, question, lang, now: EVAL_NOW });
  }
  const outcomes: EvalOutcome[] = [];
  for (const item of cases) {
    const started = performance.now();
    // The language the route would answer in: the page's, switched by the question's words.
    const lang = guessLanguage(item.question, item.lang);
    const result = await app.assistant.answer({
      docs: app.documents.forTenant(item.tenant),
      question: item.question,
      lang,
      now: EVAL_NOW,
    });
    const ms = performance.now() - started;
    const reply = fold(result.reply);
    const pass =
      lang === item.lang &&
      item.facts.every((fact) => reply.includes(fold(fact))) &&
      (item.topic === undefined || item.topic === (result.topic ?? 'unknown'));
    outcomes.push({
      ...item,
      pass,
      reply: result.reply,
      answeredTopic: result.topic,
      answeredLang: lang,
      ms,
    });
  }
  const byLanguage = Object.fromEntries(
    (['es', 'en', 'fr'] as const).map((lang) => {
      const mine = outcomes.filter((outcome) => outcome.lang === lang);
      const passed = mine.filter((outcome) => outcome.pass).length;
      return [
        lang,
        { total: mine.length, passed, accuracy: mine.length ? passed / mine.length : 0 },
      ];
    }),
  ) as Record<ChatLanguage, { total: number; passed: number; accuracy: number }>;
  const latency = Object.fromEntries(
    (['es', 'en', 'fr'] as const).map((lang) => [
      lang,
      percentiles(outcomes.filter((outcome) => outcome.lang === lang).map((outcome) => outcome.ms)),
    ]),
  ) as Record<ChatLanguage, Percentiles>;
  const all = percentiles(outcomes.map((outcome) => outcome.ms));
  return { outcomes, byLanguage, latency, p50Ms: all.p50, p95Ms: all.p95 };
}

export interface Percentiles {
  p50: number;
  p95: number;
}

/** Nearest-rank percentiles of a list of times (0 for an empty list). */
export function percentiles(times: number[]): Percentiles {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * share) - 1))] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * The first answer after a write (the tenant's cached data forgotten, as any staff save does):
 * every case answered right after `publicReads.forget`, so each one reads the store.
 */
export async function coldAnswers(app: FastifyInstance, cases = loadEvalSet()) {
  const times: number[] = [];
  for (const item of cases) {
    app.publicReads.forget(item.tenant);
    const started = performance.now();
    await app.assistant.answer({
      docs: app.documents.forTenant(item.tenant),
      question: item.question,
      lang: guessLanguage(item.question, item.lang),
      now: EVAL_NOW,
    });
    times.push(performance.now() - started);
  }
  return percentiles(times);
}
