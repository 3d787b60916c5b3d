import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTelemetry } from '../../src/lib/observability/telemetry.js';
import { freePort } from '../support/firestore-emulator.js';
import { type ServerProcess, spawnServer, stopServers } from '../support/server-process.js';

/**
 * The real server process with OTEL_EXPORTER_OTLP_ENDPOINT set, sending to a local collector:
 * an HTTP server that takes OTLP/HTTP JSON on /v1/traces and /v1/metrics, as the OpenTelemetry
 * Collector does.
 */
type Attribute = { key: string; value: Record<string, unknown> };
type Span = { traceId: string; name: string; attributes?: Attribute[] };
type Point = {
  attributes?: Attribute[];
  asDouble?: number;
  asInt?: string | number;
  count?: string | number;
};
type Metric = {
  name: string;
  histogram?: { dataPoints: Point[] };
  gauge?: { dataPoints: Point[] };
  sum?: { dataPoints: Point[] };
};
type Export = {
  resourceSpans?: { resource: { attributes: Attribute[] }; scopeSpans: { spans: Span[] }[] }[];
  resourceMetrics?: { scopeMetrics: { metrics: Metric[] }[] }[];
};

const received: { path: string; body: Export }[] = [];
let collector: Server;
let api: ServerProcess;
let base: string;
const dataDir = mkdtempSync(join(tmpdir(), 'bar-otel-'));

beforeAll(async () => {
  collector = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => void (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url ?? '', body: JSON.parse(body) as Export });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((done) => collector.listen(0, '127.0.0.1', done));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  api = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(collector.address() as AddressInfo).port}`,
    OTEL_METRIC_EXPORT_INTERVAL: '500',
  });
  await api.listening;
}, 90_000);
afterAll(async () => {
  await stopServers();
  await new Promise((done) => collector?.close(done));
  rmSync(dataDir, { recursive: true, force: true });
});

const text = (attributes: Attribute[] | undefined, key: string) => {
  const value = attributes?.find((attribute) => attribute.key === key)?.value;
  return value === undefined ? undefined : String(Object.values(value)[0]);
};
const spans = () =>
  received.flatMap(({ body }) =>
    (body.resourceSpans ?? []).flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.map((span) => ({
          ...span,
          service: text(resource.resource.attributes, 'service.name'),
        })),
      ),
    ),
  );
const points = (name: string) =>
  received.flatMap(({ body }) =>
    (body.resourceMetrics ?? []).flatMap((resource) =>
      resource.scopeMetrics.flatMap((scope) =>
        scope.metrics
          .filter((metric) => metric.name === name)
          .flatMap((metric) => (metric.histogram ?? metric.gauge ?? metric.sum)?.dataPoints ?? []),
      ),
    ),
  );

describe('OpenTelemetry over OTLP', { timeout: 60_000 }, () => {
  it('sends a span per request that continues the caller’s traceparent', async () => {
    const traceId = randomBytes(16).toString('hex');
    const answer = await fetch(`${base}/api/events`, {
      headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
    });
    expect(answer.status).toBe(200);
    await expect
      .poll(() => spans().filter((span) => span.traceId === traceId), { timeout: 20_000 })
      .not.toHaveLength(0);
    const mine = spans().filter((span) => span.traceId === traceId);
    expect(mine.map((span) => span.service)).toContain('bar-api');
    expect(mine.some((span) => text(span.attributes, 'http.route') === '/api/events')).toBe(true);
  });

  it('measures requests by route and status, the mail queue and the caches', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await fetch(`${base}/api/events`)).status).toBe(200);
      expect((await fetch(`${base}/api/no-such-route`)).status).toBe(404);
    }
    await expect
      .poll(
        () =>
          points('http.server.request.duration').some(
            (point) =>
              text(point.attributes, 'http.route') === '/api/events' &&
              text(point.attributes, 'http.response.status_code') === '200' &&
              Number(point.count) >= 1,
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect
      .poll(
        () =>
          points('http.server.request.duration').some(
            (point) => text(point.attributes, 'http.response.status_code') === '404',
          ),
        { timeout: 20_000 },
      )
      .toBe(true);
    await expect
      .poll(
        () => points('bar.mail.queue.depth').map((point) => text(point.attributes, 'bar.tenant')),
        {
          timeout: 20_000,
        },
      )
      .toContain('default');
    const lookups = points('bar.cache.lookups');
    expect(lookups.some((point) => text(point.attributes, 'bar.cache.result') === 'hit')).toBe(
      true,
    );
    expect(lookups.some((point) => text(point.attributes, 'bar.cache.result') === 'miss')).toBe(
      true,
    );
  });

  it('is off without a collector: nothing is started', async () => {
    expect(
      await startTelemetry({ OTEL_SERVICE_NAME: 'bar-api', OTEL_METRIC_EXPORT_INTERVAL: 60_000 }),
    ).toBeNull();
  });
});
