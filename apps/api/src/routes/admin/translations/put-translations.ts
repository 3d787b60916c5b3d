import { putTranslationsContract } from '@bar/domain/api/translations';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { saveTranslations } from '../../../repositories/translations.js';
import { pageRequired } from './scope-query.js';

/**
 * PUT /api/admin/i18n/:scope?page=: merges `{ entries: { id: { locale: text } } }` into the
 * scope's per-locale documents; ids not sent are kept.
 */
const putTranslations: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, putTranslationsContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { page } = request.query;
      if (scope === 'page' && !page) throw pageRequired(fastify, request);
      const { entries } = request.body;
      const locales = await saveTranslations(request.docs, { scope, page }, entries);
      return { ok: true as const, saved: Object.keys(entries).length, locales };
    },
  });
  done();
};

export default putTranslations;
