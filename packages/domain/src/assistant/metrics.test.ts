import { describe, expect, it } from 'vitest';
import { chatMetrics } from './metrics.js';

const at = (iso: string) => Date.parse(iso);
const entry = (over: Partial<Parameters<typeof chatMetrics>[0][number]>) => ({
  topic: 'schedule',
  ok: true,
  latency: 100,
  tokensIn: 0,
  tokensOut: 0,
  at: at('2026-11-23T17:00:00Z'),
  ...over,
});

describe('chatMetrics', () => {
  it('counts questions per day in the tenant zone, topics, unanswered questions, latency and tokens', () => {
    const metrics = chatMetrics(
      [
        entry({ latency: 50 }),
        entry({ topic: 'unknown', question: 'Do you sell gift cards?', latency: 70 }),
        entry({ topic: 'unknown', question: 'do you sell gift cards?', latency: 90 }),
        // 02:00 UTC on the 24th is still the 23rd in Toronto
        entry({ at: at('2026-11-24T02:00:00Z'), ok: false, topic: 'unknown', latency: 900 }),
        entry({ at: at('2026-11-24T15:00:00Z'), tokensIn: 120, tokensOut: 14, fallback: true }),
      ],
      'America/Toronto',
    );
    expect(metrics.perDay).toEqual([
      { day: '2026-11-23', questions: 4, unanswered: 2, failed: 1 },
      { day: '2026-11-24', questions: 1, unanswered: 0, failed: 0 },
    ]);
    expect(metrics.topics).toEqual([
      { topic: 'unknown', count: 3 },
      { topic: 'schedule', count: 2 },
    ]);
    expect(metrics.unanswered).toEqual([{ question: 'do you sell gift cards?', count: 2 }]);
    expect(metrics.latency).toEqual({ p50: 90, p95: 900, avg: 242 });
    expect(metrics.tokens).toEqual({ in: 120, out: 14 });
    expect(metrics.fallbacks).toBe(1);
  });

  it('is empty without entries', () => {
    expect(chatMetrics([], 'America/Toronto')).toMatchObject({
      total: 0,
      perDay: [],
      latency: { p50: 0, p95: 0, avg: 0 },
    });
  });
});
