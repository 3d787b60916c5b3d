import { FastifyOtelInstrumentation } from '@fastify/otel';
import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import { dueOutboxEntries } from '../../repositories/outbox.js';
import { apiMeter } from '../../lib/observability/telemetry.js';
import { servedTenants } from './mailer.js';

/**
 * With a collector configured (OTEL_EXPORTER_OTLP_ENDPOINT; the SDK is started by server.ts
 * before the app loads), each request gets a span (@fastify/otel: the request, its hooks and
 * its handler) and is measured in `http.server.request.duration`, and each metric export reads
 * every served tenant's mail queue (`bar.mail.queue.depth`). Without one, nothing is registered.
 * Answers replayed by the front cache never reach Fastify: they are counted as its hits
 * (`bar.cache.lookups`, cache `front`), not in the request duration.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    if (!config.OTEL_EXPORTER_OTLP_ENDPOINT) return;

    const instrumentation = new FastifyOtelInstrumentation({ recordExceptions: false });
    instrumentation.setTracerProvider(trace.getTracerProvider());
    await fastify.register(instrumentation.plugin());

    const meter = apiMeter();
    const duration = meter.createHistogram('http.server.request.duration', {
      unit: 's',
      description: 'Duration of the HTTP requests the API answered (Fastify routes)',
      advice: {
        explicitBucketBoundaries: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      },
    });
    fastify.addHook('onResponse', (request, reply, done) => {
      duration.record(reply.elapsedTime / 1000, {
        'http.request.method': request.method,
        'http.route': request.routeOptions.url ?? 'not-found',
        'http.response.status_code': reply.statusCode,
        'bar.tenant': request.tenant,
      });
      done();
    });

    const queue = meter.createObservableGauge('bar.mail.queue.depth', {
      description: 'Messages queued for a first or next delivery attempt, per tenant',
    });
    queue.addCallback(async (result) => {
      const now = new Date(8.64e15); // every queued message, due or not
      for (const tenant of servedTenants(config)) {
        try {
          const queued = await dueOutboxEntries(fastify.documents.forTenant(tenant), now);
          result.observe(queued.length, { 'bar.tenant': tenant });
        } catch (error) {
          fastify.log.warn({ err: error, tenant }, 'mail queue depth not read');
        }
      }
    });
  },
  { name: 'telemetry', dependencies: ['config', 'stores'], fastify: '5.x' },
);
