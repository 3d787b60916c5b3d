import type { FastifyPluginAsync } from 'fastify';
import storageRoutes from './storage-routes.js';
import storageUploads from './storage-uploads.js';

/** /api/admin/storage: the back office's file browser over the tenant's stored files. */
const adminStorageRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(storageRoutes);
  await fastify.register(storageUploads);
};

export default adminStorageRoutes;
