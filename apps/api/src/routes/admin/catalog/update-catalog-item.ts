import { CatalogItemInputSchema, CatalogItemSchema } from '@bar/domain/catalog/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { ACCESS } from '../../../lib/roles.js';
import { updateCatalogItem } from '../../../repositories/catalog.js';
import { CatalogItemParamsSchema, errorResponses, staffRoute } from './shared.js';

/** PUT /api/admin/ai-agents/:agentId/catalog/:kind/:id — replaces the item's fields. */
const updateCatalogItemRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.put(
    '/:agentId/catalog/:kind/:id',
    {
      config: { access: ACCESS.staff },
      schema: {
        ...staffRoute,
        summary: 'Edit a product or service',
        params: CatalogItemParamsSchema,
        body: CatalogItemInputSchema,
        response: { 200: CatalogItemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { agentId, kind, id } = request.params;
      const item = await updateCatalogItem(request.docs, kind, id, request.body, agentId);
      if (!item)
        throw fastify.httpErrors.notFound(
          errorMessage('CATALOG_ITEM_NOT_FOUND', requestLocale(request)),
        );
      return item;
    },
  );
  done();
};

export default updateCatalogItemRoute;
