import { SaveEntriesResultSchema } from '@bar/domain/i18n/schema';
import { SaveMetaBodySchema } from '@bar/domain/metadata/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { saveMeta } from '../../../repositories/metadata.js';
import { ScopeParamsSchema } from '../i18n/scope-query.js';
import { RouteKeyQuerySchema } from './meta-query.js';

/** PUT /api/admin/meta/:scope?routeKey=: merges `{ entries: { field: { locale: text } } }`. */
const putMeta: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.put(
    '/:scope',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['metadata'],
        summary: 'Save metadata into a scope (merge)',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: RouteKeyQuerySchema,
        body: SaveMetaBodySchema,
        response: {
          200: SaveEntriesResultSchema,
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { scope } = request.params;
      const { entries } = request.body;
      const locales = await saveMeta(
        request.docs,
        { scope, routeKey: request.query.routeKey },
        entries,
      );
      return { ok: true as const, saved: Object.keys(entries).length, locales };
    },
  );
  done();
};

export default putMeta;
