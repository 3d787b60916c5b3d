import { bssEffectiveContract } from '@bar/domain/api/public-site';
import { BssEffectiveSchema } from '@bar/domain/branding/bss-effective';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { sendCachedJson } from '../../lib/http/send-cached-json.js';
import { readBssEffective } from './read-bss-effective.js';

/**
 * Browsers and the CDN may keep a copy but must ask again every time (max-age=0,
 * must-revalidate); the ETag makes that question cheap (304) and an edit visible at once.
 */
export const BSS_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/**
 * GET /api/bss-effective?locale=: the request's tenant's branding, settings
 * and styles merged over their defaults. Public. The locale follows the routing rule, default es.
 * The tenant comes from the host (in the cache key already); compressed answers vary by
 * Accept-Encoding.
 */
const bssEffectiveRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, bssEffectiveContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const locale = request.query.locale ?? 'es';
      // Cached per tenant and locale (repositories/public-reads), with its ETag computed once.
      const answer = await fastify.publicReads.json(
        request.tenant,
        `bss-effective:${locale}`,
        async () => BssEffectiveSchema.parse(await readBssEffective(request.docs, locale)),
      );
      void reply.header('cache-control', BSS_CACHE_CONTROL);
      return sendCachedJson(request, reply, answer, { etag: true });
    },
  });
  done();
};

export default bssEffectiveRoutes;
