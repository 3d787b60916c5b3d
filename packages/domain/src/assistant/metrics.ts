import { zonedDateTime } from '../events/dates.js';

interface Entry {
  topic: string;
  ok: boolean;
  latency: number;
  tokensIn: number;
  tokensOut: number;
  at: number;
  question?: string;
  fallback?: boolean;
}

export interface ChatMetrics {
  total: number;
  perDay: { day: string; questions: number; unanswered: number; failed: number }[];
  topics: { topic: string; count: number }[];
  unanswered: { question: string; count: number }[];
  latency: { p50: number; p95: number; avg: number };
  tokens: { in: number; out: number };
  fallbacks: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]! : 0;

/**
 * The back office's chat metrics from the stored telemetry entries: questions per day (in the
 * tenant's zone), topics, the questions nothing answered (to improve the FAQ), latency, tokens.
 */
export function chatMetrics(entries: Entry[], timeZone: string): ChatMetrics {
  const days = new Map<string, { questions: number; unanswered: number; failed: number }>();
  const topics = new Map<string, number>();
  const unanswered = new Map<string, number>();
  let tokensIn = 0;
  let tokensOut = 0;
  let fallbacks = 0;
  for (const entry of entries) {
    const day = zonedDateTime(new Date(entry.at), timeZone).date;
    const bucket = days.get(day) ?? { questions: 0, unanswered: 0, failed: 0 };
    bucket.questions += 1;
    if (!entry.ok) bucket.failed += 1;
    else if (entry.topic === 'unknown') bucket.unanswered += 1;
    days.set(day, bucket);
    topics.set(entry.topic, (topics.get(entry.topic) ?? 0) + 1);
    const question = entry.question?.trim().toLowerCase();
    if (entry.ok && entry.topic === 'unknown' && question)
      unanswered.set(question, (unanswered.get(question) ?? 0) + 1);
    tokensIn += entry.tokensIn;
    tokensOut += entry.tokensOut;
    if (entry.fallback) fallbacks += 1;
  }
  const latencies = entries.map((entry) => entry.latency).sort((a, b) => a - b);
  const sum = latencies.reduce((total, value) => total + value, 0);
  const byCount = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([name, count]) => ({ [key]: name, count }) as Record<K, string> & { count: number });
  return {
    total: entries.length,
    perDay: [...days]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([day, counts]) => ({ day, ...counts })),
    topics: byCount(topics, 'topic'),
    unanswered: byCount(unanswered, 'question').slice(0, 50),
    latency: {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      avg: latencies.length ? Math.round(sum / latencies.length) : 0,
    },
    tokens: { in: tokensIn, out: tokensOut },
    fallbacks,
  };
}
