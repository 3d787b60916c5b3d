import { publicDictionaryContract } from '@bar/domain/api/translations';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readPublicDictionary } from '../../repositories/translations.js';

/**
 * GET /api/out/rdd/i18n/:lang?tenant=: the tenant's public dictionary, global
 * then site over it, flat dotted keys, every value a string. The language follows the routing
 * rule (en* → en, fr* → fr, else es). `tenant` names the tenant explicitly (the web runtime's
 * build-time and cross-host reads); without it the request's host decides. A tenant that has
 * nothing, or a name the store cannot address, answers an empty dictionary. Never cached, so
 * an edit shows at once.
 */
const outI18nRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, publicDictionaryContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const locale = normalizeLocale(request.params.lang);
      const { tenant } = request.query;
      let docs = request.docs;
      if (tenant) {
        try {
          docs = fastify.documents.forTenant(tenant);
        } catch {
          return { dict: {} };
        }
      }
      return { dict: await readPublicDictionary(docs, locale) };
    },
  });
  done();
};

export default outI18nRoutes;
