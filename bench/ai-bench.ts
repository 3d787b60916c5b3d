/**
 * The assistant's benchmark (`pnpm bench ai`): the evaluation set (apps/api/test/assistant/
 * eval-set.json) against the offline answerer on a freshly seeded SQLite store; accuracy per
 * language (budget ≥ 90 %) and the answer time p95 (budget < 50 ms, data reads included).
 * Run directly: `node --import tsx bench/ai-bench.ts` (from apps/api or the root).
 */
import { runEvaluation, seededAssistantApp } from '../apps/api/test/assistant/evaluation.js';

const app = await seededAssistantApp();
try {
  const { outcomes, byLanguage, p95Ms } = await runEvaluation(app);
  console.log('\nAssistant (offline answerer) on the evaluation set');
  for (const [lang, result] of Object.entries(byLanguage)) {
    const pct = (result.accuracy * 100).toFixed(1);
    console.log(
      `${lang}  ${result.passed}/${result.total}  ${pct} %${result.accuracy < 0.9 ? '  (under 90 %)' : ''}`,
    );
  }
  console.log(`answer time p95 ${p95Ms.toFixed(1)} ms${p95Ms >= 50 ? '  (over 50 ms)' : ''}`);
  for (const miss of outcomes.filter((outcome) => !outcome.pass))
    console.log(
      `  miss ${miss.lang}/${miss.tenant} "${miss.question}" → ${miss.answeredTopic}: ${miss.reply.slice(0, 120)}`,
    );
} finally {
  await app.close();
}
