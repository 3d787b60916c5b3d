import { getMetadataContract } from '@bar/domain/api/metadata';
import { parseLocaleList } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { loadMetadata } from '../../../repositories/metadata.js';

/** GET /api/admin/meta/:scope?routeKey=&locales=: one scope's metadata table. */
const getMetadata: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getMetadataContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { routeKey } = request.query;
      const locales = parseLocaleList(request.query.locales);
      const entries = await loadMetadata(request.docs, { scope, routeKey }, locales);
      return { scope, routeKey: scope === 'page' ? routeKey : null, locales, entries };
    },
  });
  done();
};

export default getMetadata;
