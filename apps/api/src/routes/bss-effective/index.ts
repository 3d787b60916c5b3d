import { bssEffectiveContract } from '@bar/domain/api/content';
import { BssEffectiveSchema } from '@bar/domain/branding/bss-effective';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/roles.js';
import { contractRoute } from '../../lib/contract-route.js';
import { matchesIfNoneMatch } from './etag.js';
import { readBssEffective } from './read-bss-effective.js';

/**
 * Browsers and the CDN may keep a copy but must ask again every time (max-age=0,
 * must-revalidate); the ETag makes that question cheap (304) and an edit visible at once.
 */
export const BSS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * GET /api/bss-effective?locale=: the request's tenant's branding, settings
 * and styles merged over their defaults. Public. The locale follows the routing rule, default es.
 * The tenant comes from the host, which is in the cache key already, so no Vary is needed.
 */
const bssEffectiveRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, bssEffectiveContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const locale = request.query.locale ?? 'es';
      // Cached per tenant and locale (repositories/public-reads), with its ETag computed once.
      const { body, json, etag } = await fastify.publicReads.json(
        request.tenant,
        `bss-effective:${locale}`,
        async () => BssEffectiveSchema.parse(await readBssEffective(request.docs, locale)),
      );
      void reply.header('etag', etag).header('cache-control', BSS_CACHE_CONTROL);
      if (matchesIfNoneMatch(request.headers['if-none-match'], etag))
        return reply.code(304).send(null);
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => json)
        .send(body);
    },
  });
  done();
};

export default bssEffectiveRoutes;
