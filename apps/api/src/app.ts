import sensible from '@fastify/sensible';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { errorMessage } from './lib/texts/error-messages.js';
import { frontCachedServer } from './lib/cache/front-cache.js';
import { requestLocale } from './lib/http/request-locale.js';
import { requestId, severityFormatter, traceBindings } from './lib/observability/cloud-logging.js';
import authPlugin from './plugins/app/auth.js';
import configPlugin from './plugins/app/config.js';
import guestLinksPlugin from './plugins/app/guest-links.js';
import mailerPlugin from './plugins/app/mailer.js';
import paymentsPlugin from './plugins/app/payments.js';
import checkoutRoutes from './routes/checkout/index.js';
import errorsPlugin from './plugins/app/errors.js';
import frontCachePlugin from './plugins/app/front-cache.js';
import publicReadsPlugin from './plugins/app/public-reads.js';
import sitePlugin from './plugins/app/site/index.js';
import storesPlugin from './plugins/app/stores.js';
import telemetryPlugin from './plugins/app/telemetry.js';
import tenancyPlugin from './plugins/app/tenancy.js';
import docsPlugin from './plugins/external/docs.js';
import multipartPlugin from './plugins/external/multipart.js';
import securityPlugin from './plugins/external/security.js';
import aclRoutes from './routes/acl/index.js';
import adminRoutes from './routes/admin/index.js';
import clientConfigRoutes from './routes/client-config/index.js';
import eventsRoutes from './routes/events/index.js';
import healthRoutes from './routes/health/index.js';
import tasksRoutes from './routes/tasks/index.js';
import mediaRoutes from './routes/media/index.js';
import uploadRoutes from './routes/uploads/index.js';
import outI18nRoutes from './routes/out-i18n/index.js';
import envRoutes from './routes/env/index.js';
import bssEffectiveRoutes from './routes/bss-effective/index.js';
import outRddRoutes from './routes/out-rdd/index.js';
import pwaRoutes from './routes/pwa/index.js';
import assistantPlugin from './plugins/app/assistant/index.js';
import aiChatRoutes from './routes/ai-chat/index.js';
import logAaiRoutes from './routes/log-aai/index.js';
import leadsRoutes from './routes/leads/index.js';
import menuRoutes from './routes/menu/index.js';
import reservationsRoutes from './routes/reservations/index.js';
import subscriptionsRoutes from './routes/subscriptions/index.js';
import surveysRoutes from './routes/surveys/index.js';
import reviewsRoutes from './routes/reviews/index.js';
import galleryRoutes from './routes/gallery/index.js';

export interface AppOptions {
  config: Config;
}

function sendFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({
    error: { code: 'BAD_REQUEST', message: errorMessage('BAD_URL', requestLocale(request)) },
  });
}

/** Logger and request-id settings shared by the server and the tests (after fastify/demo). */
export function serverOptions(
  config: Config,
  /** Where log lines go (stdout by default; tests read them). */
  stream?: { write(line: string): void },
): FastifyServerOptions {
  return {
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Cloud Logging's fields (lib/observability/cloud-logging.ts).
            messageKey: 'message',
            formatters: { level: severityFormatter },
            // Tokens, cookies and env values never reach a log line.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-api-key"]'],
            ...(stream ? { stream } : {}),
          },
    // Every line of a request carries its trace (traceparent / X-Cloud-Trace-Context).
    childLoggerFactory: (logger, bindings, options, rawRequest) =>
      logger.child(
        { ...bindings, ...traceBindings(config.GCLOUD_PROJECT, rawRequest.headers) },
        options,
      ),
    // A hop count: X-Forwarded-For is read that many proxies deep, never further (0 = not at all).
    trustProxy:
      config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    // The caller's x-request-id when it is a plain token, else a new one; answered back as x-request-id.
    requestIdHeader: false,
    genReqId: requestId,
    bodyLimit: 1_048_576,
    // The first start seeds demo content (images made with sharp); a loaded machine needs more than 10 s.
    pluginTimeout: 60_000,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before routing (a malformed URL, a bad Content-Type) get our
    // error shape and a translated text too.
    frameworkErrors: sendFrameworkError,
    // Cached public reads and served pages are replayed before routing (lib/cache/front-cache).
    serverFactory: frontCachedServer,
  };
}

/**
 * The whole application as one plugin: infrastructure, then the app's services, then routes.
 * The server and the tests register this same function, so what is tested is what runs.
 */
export default async function app(fastify: FastifyInstance, opts: AppOptions): Promise<void> {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  // infrastructure
  await fastify.register(configPlugin, { config: opts.config });
  // Every answer names its request, so a guest's or a probe's report finds its log lines.
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  await fastify.register(sensible);
  await fastify.register(errorsPlugin);
  await fastify.register(securityPlugin);
  await fastify.register(docsPlugin);
  await fastify.register(multipartPlugin);

  // the app's services
  await fastify.register(tenancyPlugin);
  await fastify.register(storesPlugin);
  // spans and request metrics when a collector is configured; before the routes it measures
  await fastify.register(telemetryPlugin);
  // before any route: it checks each route's `config.access` as the route is added
  await fastify.register(authPlugin);
  await fastify.register(mailerPlugin);
  await fastify.register(paymentsPlugin);
  await fastify.register(guestLinksPlugin);
  await fastify.register(publicReadsPlugin);
  await fastify.register(frontCachePlugin);
  await fastify.register(assistantPlugin);

  // routes
  await fastify.register(healthRoutes, { prefix: '/api' });
  await fastify.register(tasksRoutes, { prefix: '/api/tasks' });
  await fastify.register(clientConfigRoutes, { prefix: '/api/client-config' });
  await fastify.register(mediaRoutes, { prefix: '/api/media' });
  await fastify.register(uploadRoutes, { prefix: '/api/uploads' });
  await fastify.register(aclRoutes, { prefix: '/api/acl' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
  await fastify.register(eventsRoutes, { prefix: '/api/events' });
  await fastify.register(outI18nRoutes, { prefix: '/api/out/rdd/i18n' });
  await fastify.register(envRoutes, { prefix: '/api/env' });
  await fastify.register(bssEffectiveRoutes, { prefix: '/api/bss-effective' });
  await fastify.register(outRddRoutes, { prefix: '/api/out/rdd' });
  await fastify.register(aiChatRoutes, { prefix: '/api/ai-chat' });
  await fastify.register(logAaiRoutes, { prefix: '/api/log-aai' });
  await fastify.register(leadsRoutes, { prefix: '/api/leads' });
  await fastify.register(menuRoutes);
  await fastify.register(reservationsRoutes, { prefix: '/api/reservations' });
  await fastify.register(subscriptionsRoutes, { prefix: '/api/subscriptions' });
  await fastify.register(checkoutRoutes, { prefix: '/api/checkout' });
  await fastify.register(surveysRoutes, { prefix: '/api/surveys' });
  await fastify.register(reviewsRoutes, { prefix: '/api/reviews' });
  await fastify.register(galleryRoutes, { prefix: '/api/gallery' });
  // /manifest.webmanifest and /sw.js at the site root, per tenant (before the site's files)
  await fastify.register(pwaRoutes);

  // the built apps (local stack, containers); last, as it owns the not-found handler
  await fastify.register(sitePlugin);
}
