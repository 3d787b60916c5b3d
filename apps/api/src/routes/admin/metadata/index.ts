import { getMetadataOrderContract, putMetadataOrderContract } from '@bar/domain/api/metadata';
import type { FastifyPluginAsync } from 'fastify';
import { META_ORDERS } from '../../../repositories/metadata.js';
import { scopeVersions } from '../content-scope/scope-versions.js';
import { orderRoutes } from '../translations/order-routes.js';
import deleteMetadataFields from './delete-metadata-fields.js';
import getMetadata from './get-metadata.js';
import putMetadata from './put-metadata.js';

/** /api/admin/meta: the metadata (SEO) editor's calls (staff only), one file per endpoint. */
const adminMetadataRoutes: FastifyPluginAsync = async (fastify) => {
  await scopeVersions(fastify, 'meta');
  await fastify.register(getMetadata);
  await fastify.register(putMetadata);
  await fastify.register(deleteMetadataFields);
  await fastify.register(
    orderRoutes(META_ORDERS, { get: getMetadataOrderContract, put: putMetadataOrderContract }),
  );
};

export default adminMetadataRoutes;
