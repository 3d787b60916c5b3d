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
import { loadWithFallback } from '../../../repositories/translations.js';
import { LoadQuerySchema, pageRequired, ScopeParamsSchema } from './scope-query.js';

export const TranslationTableSchema = z.object({
  scope: ScopeSchema,
  page: z.string().nullable(),
  locales: z.array(ContentLocaleSchema),
  source: ScopeSchema.describe('The scope whose ids are shown (page → site → global fallback)'),
  fallback: z.boolean().describe('True when the asked scope was empty and another one is shown'),
  entries: z.record(z.string(), z.partialRecord(ContentLocaleSchema, z.string())),
});

/** GET /api/admin/i18n/:scope?locales=&page=: one scope's table, with the scope fallback. */
const getTranslations: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:scope',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['i18n'],
        summary: 'Load a translation scope (id → locale → text)',
        security: bearerSecurity,
        params: ScopeParamsSchema,
        querystring: LoadQuerySchema,
        response: { 200: TranslationTableSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request) => {
      const { scope } = request.params;
      const { page } = request.query;
      if (scope === 'page' && !page) throw pageRequired(fastify, request);
      const locales = parseLocaleList(request.query.locales);
      const loaded = await loadWithFallback(request.docs, { scope, page }, locales);
      return { scope, page: scope === 'page' ? page! : null, locales, ...loaded };
    },
  );
  done();
};

export default getTranslations;
