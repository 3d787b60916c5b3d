import { getMetaOrderContract, putMetaOrderContract } from '@bar/domain/api/content';
import type { FastifyPluginAsync } from 'fastify';
import { META_ORDERS } from '../../../repositories/metadata.js';
import { scopeVersions } from '../content-scope/scope-versions.js';
import { orderRoutes } from '../translations/order-routes.js';
import deleteMetaFields from './delete-meta-fields.js';
import getMeta from './get-meta.js';
import putMeta from './put-meta.js';

/** /api/admin/meta: the metadata (SEO) editor's calls (staff only), one file per endpoint. */
const adminMetadataRoutes: FastifyPluginAsync = async (fastify) => {
  await scopeVersions(fastify, 'meta');
  await fastify.register(getMeta);
  await fastify.register(putMeta);
  await fastify.register(deleteMetaFields);
  await fastify.register(
    orderRoutes(META_ORDERS, { get: getMetaOrderContract, put: putMetaOrderContract }),
  );
};

export default adminMetadataRoutes;
