import { BssEffectiveSchema } from '@bar/domain/branding/bss-effective';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { matchesIfNoneMatch } from './etag.js';
import { LocaleInputSchema } from '@bar/domain/api/locale-param';
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
  fastify.get(
    '/',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['content'],
        summary: 'Effective branding, settings and styles of the tenant (ETag, 304)',
        querystring: z.object({ locale: LocaleInputSchema.optional() }),
        headers: z.object({ 'if-none-match': z.string().optional() }),
        response: {
          200: BssEffectiveSchema,
          304: z.null().describe('Not modified'),
          400: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
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
  );
  done();
};

export default bssEffectiveRoutes;
