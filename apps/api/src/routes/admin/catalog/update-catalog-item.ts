import { updateCatalogItemContract } from '@bar/domain/api/catalog';
import { contractRoute } from '../../../lib/http/contract-route.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { recordCatalogVersion } from './catalog-versions.js';
import { readCatalogItem, updateCatalogItem } from '../../../repositories/catalog.js';

/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/:id — replaces the item's fields. */
const updateCatalogItemRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, updateCatalogItemContract),
    handler: async (request) => {
      const { agentId, kind, id } = request.params;
      const before = await readCatalogItem(request.docs, kind, id, agentId);
      const item = await updateCatalogItem(request.docs, kind, id, request.body, agentId);
      if (!item)
        throw fastify.httpErrors.notFound(
          errorMessage('CATALOG_ITEM_NOT_FOUND', requestLocale(request)),
        );
      await recordCatalogVersion(request, agentId, kind, item, before);
      return item;
    },
  });
  done();
};

export default updateCatalogItemRoute;
