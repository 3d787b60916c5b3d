import { CONTENT_LOCALES } from '@bar/domain/i18n/locales';
import { DeleteTranslationsBodySchema } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { deleteTranslations } from '../../../repositories/translations.js';
import { PageQuerySchema, pageRequired, ScopeParamsSchema } from './scope-query.js';

/**
 * POST /api/admin/i18n/:scope/delete?page=: `{ ids, locales? }` removes the ids from every
 * active locale (all three by default), at most 400 fields per write.
 */
const deleteTranslationsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/:scope/delete',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['i18n'],
        summary: 'Delete translation ids from a scope',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: PageQuerySchema,
        body: DeleteTranslationsBodySchema,
        response: {
          200: z.object({
            ok: z.literal(true),
            deleted: z.number().int().describe('Fields removed, over all locales'),
          }),
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          ...authErrorResponses,
        },
      },
    },
    async (request) => {
      const { scope } = request.params;
      const { page } = request.query;
      if (scope === 'page' && !page) throw pageRequired(fastify, request);
      const { ids, locales = [...CONTENT_LOCALES] } = request.body;
      const deleted = await deleteTranslations(
        request.docs,
        { scope, page },
        [...new Set(ids)],
        [...new Set(locales)],
      );
      return { ok: true as const, deleted };
    },
  );
  done();
};

export default deleteTranslationsRoute;
