import { getTranslationsContract } from '@bar/domain/api/translations';
import { parseLocaleList } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { loadWithFallback } from '../../../repositories/translations.js';
import { pageRequired } from './scope-query.js';

/** GET /api/admin/i18n/:scope?locales=&page=: one scope's table, with the scope fallback. */
const getTranslations: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getTranslationsContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { page } = request.query;
      if (scope === 'page' && !page) throw pageRequired(fastify, request);
      const locales = parseLocaleList(request.query.locales);
      const loaded = await loadWithFallback(request.docs, { scope, page }, locales);
      return { scope, page: scope === 'page' ? page! : null, locales, ...loaded };
    },
  });
  done();
};

export default getTranslations;
