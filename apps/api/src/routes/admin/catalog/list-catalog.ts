import { listCatalogContract } from '@bar/domain/api/catalog';
import { contractRoute } from '../../../lib/http/contract-route.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listCatalog } from '../../../repositories/catalog.js';

/** GET /api/admin/ai-agents/:agentId/catalog/:kind — every item, inactive ones too, in order. */
const listCatalogRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listCatalogContract),
    handler: async (request) => {
      const { agentId, kind } = request.params;
      return { items: await listCatalog(request.docs, kind, agentId) };
    },
  });
  done();
};

export default listCatalogRoute;
