import { SaveEntriesResultSchema, SaveTranslationsBodySchema } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { saveTranslations } from '../../../repositories/translations.js';
import { PageQuerySchema, pageRequired, ScopeParamsSchema } from './scope-query.js';

/**
 * PUT /api/admin/i18n/:scope?page=: merges `{ entries: { id: { locale: text } } }` into the
 * scope's per-locale documents; ids not sent are kept.
 */
const putTranslations: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.put(
    '/:scope',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['i18n'],
        summary: 'Save translations into a scope (merge)',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: PageQuerySchema,
        body: SaveTranslationsBodySchema,
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
      const { page } = request.query;
      if (scope === 'page' && !page) throw pageRequired(fastify, request);
      const { entries } = request.body;
      const locales = await saveTranslations(request.docs, { scope, page }, entries);
      return { ok: true as const, saved: Object.keys(entries).length, locales };
    },
  );
  done();
};

export default putTranslations;
