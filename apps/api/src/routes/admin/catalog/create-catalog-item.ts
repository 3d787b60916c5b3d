import { createCatalogItemContract } from '@bar/domain/api/catalog';
import { contractRoute } from '../../../lib/http/contract-route.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { recordCatalogVersion } from './catalog-versions.js';
import { createCatalogItem } from '../../../repositories/catalog.js';

/** POST /api/admin/ai-agents/:agentId/catalog/:kind — a new item, last in its list (201). */
const createCatalogItemRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createCatalogItemContract),
    handler: async (request, reply) => {
      const { agentId, kind } = request.params;
      const item = await createCatalogItem(request.docs, kind, request.body, agentId);
      if (item === 'full')
        throw fastify.httpErrors.conflict(errorMessage('CATALOG_FULL', requestLocale(request)));
      await recordCatalogVersion(request, agentId, kind, item);
      return reply.code(201).send(item);
    },
  });
  done();
};

export default createCatalogItemRoute;
