/**
 * The assistant's benchmark (`pnpm bench ai`): the evaluation (apps/api/test/assistant/
 * evaluation.ts: questions in es, en and fr built from the demo seed's data, asked through
 * POST /api/ai-chat) on a freshly seeded SQLite store, at the real clock; accuracy per language
 * (budget ≥ 95 %, no wrong fact) and per kind, the route's and the answerer's time p50/p95
 * (budget: answerer p95 < 50 ms) on a running server (the tenant's data in the public reads'
 * cache), then the same questions each right after a write (the cache forgotten: every store
 * read included), for comparison.
 * Run directly: `node --import tsx bench/ai-bench.ts` (from apps/api or the root).
 */
import {
  coldAnswers,
  runEvaluation,
  seededAssistantApp,
} from '../apps/api/test/assistant/evaluation.js';

const app = await seededAssistantApp(new Date());
try {
  const { outcomes, byLanguage, byKind, latency, p50Ms, p95Ms, answerer } =
    await runEvaluation(app);
  const cold = await coldAnswers(app);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
  console.log('\nAssistant (offline answerer) on the evaluation set');
  console.log('lang  right    accuracy   route p50  route p95');
  for (const [lang, result] of Object.entries(byLanguage)) {
    const times = latency[lang as keyof typeof latency];
    console.log(
      `${lang}    ${`${result.passed}/${result.total}`.padEnd(8)} ${pct(result.accuracy).padEnd(10)} ${ms(times.p50).padEnd(10)} ${ms(times.p95)}${result.accuracy < 0.95 ? '  (under 95 %)' : ''}`,
    );
  }
  for (const [kind, result] of Object.entries(byKind))
    console.log(
      `  ${kind.padEnd(12)} ${`${result.passed}/${result.total}`.padEnd(8)} ${pct(result.accuracy)}`,
    );
  const wrong = outcomes.filter((outcome) => outcome.wrongFact).length;
  console.log(`wrong facts: ${wrong}${wrong ? '  (budget 0)' : ''}`);
  console.log(`route answer time p50 ${ms(p50Ms)}, p95 ${ms(p95Ms)}`);
  console.log(
    `answerer p50 ${ms(answerer.p50)}, p95 ${ms(answerer.p95)}${answerer.p95 >= 50 ? '  (over 50 ms)' : '  (budget < 50 ms)'}`,
  );
  console.log(
    `first answer after a write (store reads included): p50 ${ms(cold.p50)}, p95 ${ms(cold.p95)}`,
  );
  for (const miss of outcomes.filter((outcome) => !outcome.pass))
    console.log(
      `  miss ${miss.lang}/${miss.tenant}/${miss.kind} "${miss.question}" → ${miss.topic}: ${miss.reply.slice(0, 120)} [missing: ${miss.missing.join('; ')}; said: ${miss.said.join('; ')}]`,
    );
} finally {
  await app.close();
}
