import { CatalogItemInputSchema, CatalogItemSchema } from '@bar/domain/catalog/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { ACCESS } from '../../../lib/roles.js';
import { ErrorBodySchema } from '../../../plugins/app/auth/openapi.js';
import { createCatalogItem } from '../../../repositories/catalog.js';
import { CatalogListParamsSchema, errorResponses, staffRoute } from './shared.js';

/** POST /api/admin/ai-agents/:agentId/catalog/:kind — a new item, last in its list (201). */
const createCatalogItemRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/:agentId/catalog/:kind',
    {
      config: { access: ACCESS.staff },
      schema: {
        ...staffRoute,
        summary: 'Add a product or service',
        params: CatalogListParamsSchema,
        body: CatalogItemInputSchema,
        response: { 201: CatalogItemSchema, 409: ErrorBodySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { agentId, kind } = request.params;
      const item = await createCatalogItem(request.docs, kind, request.body, agentId);
      if (item === 'full')
        throw fastify.httpErrors.conflict(errorMessage('CATALOG_FULL', requestLocale(request)));
      return reply.code(201).send(item);
    },
  );
  done();
};

export default createCatalogItemRoute;
