import { ContentLocaleSchema } from '@bar/domain/i18n/locales';
import { parseLocaleList } from '@bar/domain/i18n/schema';
import { ScopeSchema } from '@bar/domain/i18n/scopes';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { loadMeta } from '../../../repositories/metadata.js';
import { ScopeParamsSchema } from '../i18n/scope-query.js';
import { MetaLoadQuerySchema } from './meta-query.js';

export const MetaTableSchema = z.object({
  scope: ScopeSchema,
  routeKey: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  entries: z
    .record(z.string(), z.partialRecord(ContentLocaleSchema, z.string()))
    .describe('field → locale → text'),
});

/** GET /api/admin/meta/:scope?routeKey=&locales=: one scope's metadata table. */
const getMeta: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:scope',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['metadata'],
        summary: 'Load a metadata scope (field → locale → text)',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: MetaLoadQuerySchema,
        response: { 200: MetaTableSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { scope } = request.params;
      const { routeKey } = request.query;
      const locales = parseLocaleList(request.query.locales);
      const entries = await loadMeta(request.docs, { scope, routeKey }, locales);
      return { scope, routeKey: scope === 'page' ? routeKey : null, locales, entries };
    },
  );
  done();
};

export default getMeta;
