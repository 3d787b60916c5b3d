import { serviceWorkerContract, webManifestContract } from '@bar/domain/api/files';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { matchesIfNoneMatch, strongEtag } from '../../lib/http/etag.js';
import { getWebManifest } from './get-web-manifest.js';

/**
 * The installable-app files at the site root, ahead of the site plugin's file serving (routes
 * win over its not-found handler):
 * - GET /manifest.webmanifest, per tenant from settings.pwa; revalidated on every use (ETag), so
 *   an edit in the back office shows on the next check.
 * - GET /sw.js, the service worker of the web build, never from an HTTP cache: the browser
 *   compares it byte for byte to find updates (https://web.dev/articles/service-worker-lifecycle).
 */
const pwaRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, webManifestContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const manifest = await getWebManifest(request.docs);
      const etag = strongEtag(manifest);
      void reply
        .header('etag', etag)
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('application/manifest+json; charset=utf-8');
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag))
        return reply.code(304).send(null);
      return manifest;
    },
  });

  fastify.route({
    ...contractRoute(fastify, serviceWorkerContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const root = fastify.config.WEB_DIST;
      const script = root ? await readFile(join(root, 'sw.js'), 'utf8').catch(() => null) : null;
      if (!script)
        throw fastify.httpErrors.notFound(errorMessage('NOT_FOUND', requestLocale(request)));
      return reply
        .header('cache-control', 'no-cache')
        .header('service-worker-allowed', '/')
        .type('text/javascript; charset=utf-8')
        .send(script);
    },
  });
  done();
};

export default pwaRoutes;
