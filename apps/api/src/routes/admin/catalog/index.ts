import type { FastifyPluginAsync } from 'fastify';
import createCatalogItem from './create-catalog-item.js';
import deleteCatalogItem from './delete-catalog-item.js';
import listCatalog from './list-catalog.js';
import reorderCatalog from './reorder-catalog.js';
import updateCatalogItem from './update-catalog-item.js';
import uploadCatalogImage from './upload-catalog-image.js';

/** /api/admin/ai-agents/:agentId/catalog/(products|services): one file per endpoint. */
const adminCatalogRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listCatalog);
  await fastify.register(createCatalogItem);
  await fastify.register(updateCatalogItem);
  await fastify.register(reorderCatalog);
  await fastify.register(deleteCatalogItem);
  await fastify.register(uploadCatalogImage);
};

export default adminCatalogRoutes;
