import { metrics, trace } from '@opentelemetry/api';
import type { Config } from '../../config.js';
import { version } from '../../version.js';

/**
 * OpenTelemetry traces and metrics, sent over OTLP/HTTP (JSON) to OTEL_EXPORTER_OTLP_ENDPOINT
 * (an OpenTelemetry Collector; README "Observability"). Off by default: without the variable no
 * SDK is loaded, and the API's meters and tracers are OpenTelemetry's no-op ones.
 *
 * What is measured (names as OpenTelemetry's HTTP semantic conventions, ours under `bar.`):
 * - `http.server.request.duration` (s, histogram) by method, route, status and tenant: request
 *   rate (its count), latency (its buckets) and errors (status ≥ 500);
 * - `bar.mail.queue.depth` (gauge) by tenant: messages queued for a first or next attempt;
 * - `bar.cache.lookups` (counter) by cache and result (`hit` / `miss`): the caches' hit rate.
 * Traces: a span per request with its hooks and handler (@fastify/otel), continuing the caller's
 * W3C `traceparent`.
 */
export interface Telemetry {
  /** Sends what is still buffered, then stops (the server's shutdown waits for it). */
  shutdown(): Promise<void>;
}

export type TelemetryConfig = Pick<
  Config,
  'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_SERVICE_NAME' | 'OTEL_METRIC_EXPORT_INTERVAL'
>;

/** The API's meter (a no-op one while telemetry is off). */
export const apiMeter = () => metrics.getMeter('bar-api', version);

/** The caches' hit counter (`bar.cache.lookups`), made once telemetry has started. */
let lookups: ReturnType<ReturnType<typeof apiMeter>['createCounter']> | undefined;
/** Off: the caches' hot path (the front cache answers most reads) does nothing for telemetry. */
let counting = false;

/** Starts the SDK when a collector is configured; `null` (nothing loaded) otherwise. */
export async function startTelemetry(config: TelemetryConfig): Promise<Telemetry | null> {
  const endpoint = config.OTEL_EXPORTER_OTLP_ENDPOINT?.replace(/\/+$/, '');
  if (!endpoint) return null;
  const [
    { resourceFromAttributes },
    { BatchSpanProcessor, NodeTracerProvider },
    { OTLPTraceExporter },
    { MeterProvider, PeriodicExportingMetricReader },
    { OTLPMetricExporter },
  ] = await Promise.all([
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/sdk-metrics'),
    import('@opentelemetry/exporter-metrics-otlp-http'),
  ]);
  const resource = resourceFromAttributes({
    'service.name': config.OTEL_SERVICE_NAME,
    'service.version': version,
  });
  const tracerProvider = new NodeTracerProvider({
    resource,
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` })),
    ],
  });
  // The global tracer, the W3C trace-context propagator and the async context manager.
  tracerProvider.register();
  const meterProvider = new MeterProvider({
    resource,
    readers: [
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: `${endpoint}/v1/metrics` }),
        exportIntervalMillis: config.OTEL_METRIC_EXPORT_INTERVAL,
        exportTimeoutMillis: Math.min(30_000, config.OTEL_METRIC_EXPORT_INTERVAL),
      }),
    ],
  });
  metrics.setGlobalMeterProvider(meterProvider);
  lookups = undefined; // made anew from the real meter
  counting = true;
  return {
    async shutdown() {
      await Promise.allSettled([tracerProvider.shutdown(), meterProvider.shutdown()]);
      counting = false;
      trace.disable();
      metrics.disable();
    },
  };
}

/** Counts one lookup of an in-memory cache (TtlCache with a `name`). */
export function countCacheLookup(cache: string, hit: boolean): void {
  if (!counting) return;
  lookups ??= apiMeter().createCounter('bar.cache.lookups', {
    description: 'Lookups in the API’s in-memory caches, by cache and result (hit or miss)',
  });
  lookups.add(1, { 'bar.cache': cache, 'bar.cache.result': hit ? 'hit' : 'miss' });
}
