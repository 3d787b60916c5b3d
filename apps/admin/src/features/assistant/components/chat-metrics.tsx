import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/editor-kit/format';
import { useAgentMetrics } from '../api/use-agent-activity';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** A horizontal bar chart (SVG) with its numbers also in text, so it reads without the picture. */
function Bars({ title, rows }: { title: string; rows: { label: string; value: number }[] }) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  return (
    <figure>
      <figcaption>{title}</figcaption>
      <svg
        role="img"
        aria-label={title}
        width="100%"
        height={rows.length * 24}
        viewBox={`0 0 400 ${rows.length * 24}`}
      >
        {rows.map((row, index) => (
          <g key={row.label} transform={`translate(0 ${index * 24})`}>
            <text x="0" y="16" fontSize="12">
              {row.label}
            </text>
            <rect x="160" y="4" height="16" width={(row.value / max) * 200} fill="currentColor" />
            <text x={166 + (row.value / max) * 200} y="16" fontSize="12">
              {row.value}
            </text>
          </g>
        ))}
      </svg>
    </figure>
  );
}

/** Chat metrics over a date range: questions per day, topics, unanswered questions, latency, tokens. */
export function ChatMetricsView({ agentId }: { agentId: string }) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 29 * 86_400_000)));
  const [to, setTo] = useState(() => isoDay(new Date()));
  const metrics = useAgentMetrics(agentId, from, to);
  const data = metrics.data;
  return (
    <section aria-labelledby="agent-metrics">
      <h3 id="agent-metrics">{t('aiAgent.metrics.title')}</h3>
      <label>
        {t('aiAgent.metrics.from')}
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label>
        {t('aiAgent.metrics.to')}
        <input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      {data && (
        <>
          <p>
            {t('aiAgent.metrics.summary', {
              questions: t('aiAgent.metrics.questions', {
                count: data.total,
                formatted: format.number(data.total),
              }),
              p50: data.latency.p50,
              p95: data.latency.p95,
              tokensIn: data.tokens.in,
              tokensOut: data.tokens.out,
            })}
          </p>
          <Bars
            title={t('aiAgent.metrics.perDay')}
            rows={data.perDay.map((row) => ({ label: row.day, value: row.questions }))}
          />
          <Bars
            title={t('aiAgent.metrics.topics')}
            rows={data.topics.map((row) => ({
              // The topic in the panel's language ("unknown": a question nothing matched).
              label: t(`aiAgent.metrics.topicNames.${row.topic}`, { defaultValue: row.topic }),
              value: row.count,
            }))}
          />
          <h4>{t('aiAgent.metrics.unanswered')}</h4>
          <ul>
            {data.unanswered.map((row) => (
              <li key={row.question}>
                {row.question} ({row.count})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
