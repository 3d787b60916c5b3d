/**
 * The assistant's benchmark (`pnpm bench ai`): the evaluation set (apps/api/test/assistant/
 * eval-set.json) against the offline answerer on a freshly seeded SQLite store; accuracy per
 * language (budget ≥ 90 %) and the answer time p50/p95 per language (budget p95 < 50 ms) on a
 * running server (the tenant's data in the public reads' cache), then the same questions each
 * right after a write (the cache forgotten: every store read included), for comparison.
 * Run directly: `node --import tsx bench/ai-bench.ts` (from apps/api or the root).
 */
import {
  coldAnswers,
  runEvaluation,
  seededAssistantApp,
} from '../apps/api/test/assistant/evaluation.js';

const app = await seededAssistantApp();
try {
  const { outcomes, byLanguage, latency, p50Ms, p95Ms } = await runEvaluation(app);
  const cold = await coldAnswers(app);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log('\nAssistant (offline answerer) on the evaluation set');
  console.log('lang  right    accuracy   p50        p95');
  for (const [lang, result] of Object.entries(byLanguage)) {
    const pct = `${(result.accuracy * 100).toFixed(1)} %`;
    const times = latency[lang as keyof typeof latency];
    console.log(
      `${lang}    ${`${result.passed}/${result.total}`.padEnd(8)} ${pct.padEnd(10)} ${ms(times.p50).padEnd(10)} ${ms(times.p95)}${result.accuracy < 0.9 ? '  (under 90 %)' : ''}`,
    );
  }
  console.log(
    `all   answer time p50 ${ms(p50Ms)}, p95 ${ms(p95Ms)}${p95Ms >= 50 ? '  (over 50 ms)' : '  (budget < 50 ms)'}`,
  );
  console.log(
    `first answer after a write (store reads included): p50 ${ms(cold.p50)}, p95 ${ms(cold.p95)}`,
  );
  for (const miss of outcomes.filter((outcome) => !outcome.pass))
    console.log(
      `  miss ${miss.lang}/${miss.tenant} "${miss.question}" → ${miss.answeredTopic}: ${miss.reply.slice(0, 120)}`,
    );
} finally {
  await app.close();
}
