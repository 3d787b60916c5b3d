import { moveTranslationsContract } from '@bar/domain/api/translations';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { moveTranslations } from '../../../repositories/translations.js';
import { pageRequired } from './scope-query.js';

/**
 * POST /api/admin/i18n/move: `{ ids, from, to, page? }` saves the ids' texts of `from` in `to`
 * and deletes them from the other two scopes (spec §4). `page` names the page scope and is
 * required when `from` or `to` is `page`; without it the page scope is left alone.
 */
const moveTranslationsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, moveTranslationsContract),
    handler: async (request) => {
      const { ids, from, to, page } = request.body;
      if ((from === 'page' || to === 'page') && !page) throw pageRequired(fastify, request);
      const result = await moveTranslations(request.docs, {
        ids: [...new Set(ids)],
        from,
        to,
        page,
      });
      return { ok: true as const, ...result };
    },
  });
  done();
};

export default moveTranslationsRoute;
