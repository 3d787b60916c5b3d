import { reorderCatalogContract } from '@bar/domain/api/catalog';
import { contractRoute } from '../../../lib/http/contract-route.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { reorderCatalog } from '../../../repositories/catalog.js';

/**
 * PUT /api/admin/ai-agents/:agentId/catalog/:kind/order — `{ ids }`: one section's items, first
 * to last (drag and drop). Answers the whole list in its new order; an unknown id changes nothing.
 */
const reorderCatalogRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, reorderCatalogContract),
    handler: async (request) => {
      const { agentId, kind } = request.params;
      const items = await reorderCatalog(request.docs, kind, request.body.ids, agentId);
      if (items === 'unknown')
        throw fastify.httpErrors.notFound(
          errorMessage('CATALOG_ITEM_NOT_FOUND', requestLocale(request)),
        );
      return { items };
    },
  });
  done();
};

export default reorderCatalogRoute;
