import { CONTENT_LOCALES } from '@bar/domain/i18n/locales';
import { DeleteMetaFieldsBodySchema } from '@bar/domain/metadata/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { deleteMetaFields } from '../../../repositories/metadata.js';
import { ScopeParamsSchema } from '../i18n/scope-query.js';
import { RouteKeyQuerySchema } from './meta-query.js';

/**
 * POST /api/admin/meta/:scope/delete?routeKey=: `{ fields, locales? }` removes the fields from
 * every given locale (all three by default), 400 per update, an empty merged document where an
 * update fails.
 */
const deleteMetaFieldsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/:scope/delete',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['metadata'],
        summary: 'Delete metadata fields from a scope',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: RouteKeyQuerySchema,
        body: DeleteMetaFieldsBodySchema,
        response: {
          200: z.object({
            ok: z.literal(true),
            updates: z.number().int().describe('Update calls made (at most 400 fields each)'),
            fallbacks: z
              .number()
              .int()
              .describe('Updates that failed and were replaced by an empty merged document'),
          }),
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { scope } = request.params;
      const { fields, locales = [...CONTENT_LOCALES] } = request.body;
      const ref = { scope, routeKey: request.query.routeKey };
      const result = await deleteMetaFields(
        request.docs,
        ref,
        [...new Set(fields)],
        [...new Set(locales)],
      );
      return { ok: true as const, ...result };
    },
  );
  done();
};

export default deleteMetaFieldsRoute;
