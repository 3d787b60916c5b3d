import { deleteTranslationsContract } from '@bar/domain/api/translations';
import { CONTENT_LOCALES } from '@bar/domain/i18n/locales';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { deleteTranslations } from '../../../repositories/translations.js';
import { pageRequired } from './scope-query.js';

/**
 * POST /api/admin/i18n/:scope/delete?page=: `{ ids, locales? }` removes the ids from every
 * active locale (all three by default), at most 400 fields per write.
 */
const deleteTranslationsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, deleteTranslationsContract),
    handler: async (request) => {
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
  });
  done();
};

export default deleteTranslationsRoute;
