import { deleteCatalogItemContract } from '@bar/domain/api/catalog';
import { contractRoute } from '../../../lib/http/contract-route.js';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { deleteCatalogItem } from '../../../repositories/catalog.js';
import { ownCatalogPaths } from './catalog-files.js';

/** DELETE /api/admin/ai-agents/:agentId/catalog/:kind/:id — the item, then its uploaded pictures. */
const deleteCatalogItemRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, deleteCatalogItemContract),
    handler: async (request, reply) => {
      const { agentId, kind, id } = request.params;
      const removed = await deleteCatalogItem(request.docs, kind, id, agentId);
      if (!removed)
        throw fastify.httpErrors.notFound(
          errorMessage('CATALOG_ITEM_NOT_FOUND', requestLocale(request)),
        );
      for (const path of ownCatalogPaths(removed, agentId, kind)) {
        try {
          await request.files.delete(path);
        } catch (err) {
          request.log.warn({ err }, 'could not delete a catalogue picture');
        }
      }
      return reply.code(204).send(null);
    },
  });
  done();
};

export default deleteCatalogItemRoute;
