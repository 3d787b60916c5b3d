import { getMetaContract } from '@bar/domain/api/content';
import { parseLocaleList } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { loadMeta } from '../../../repositories/metadata.js';

/** GET /api/admin/meta/:scope?routeKey=&locales=: one scope's metadata table. */
const getMeta: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getMetaContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { routeKey } = request.query;
      const locales = parseLocaleList(request.query.locales);
      const entries = await loadMeta(request.docs, { scope, routeKey }, locales);
      return { scope, routeKey: scope === 'page' ? routeKey : null, locales, entries };
    },
  });
  done();
};

export default getMeta;
