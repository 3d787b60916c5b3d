import { CatalogItemSchema } from '@bar/domain/catalog/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { listCatalog } from '../../../repositories/catalog.js';
import { CatalogListParamsSchema, errorResponses, staffRoute } from './shared.js';

export const CatalogListSchema = z.object({ items: z.array(CatalogItemSchema) });

/** GET /api/admin/ai-agents/:agentId/catalog/:kind — every item, inactive ones too, in order. */
const listCatalogRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:agentId/catalog/:kind',
    {
      config: { access: ACCESS.staff },
      schema: {
        ...staffRoute,
        summary: 'The agent’s products or services',
        params: CatalogListParamsSchema,
        response: { 200: CatalogListSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { agentId, kind } = request.params;
      void reply.header('cache-control', 'no-store');
      return { items: await listCatalog(request.docs, kind, agentId) };
    },
  );
  done();
};

export default listCatalogRoute;
