import type { FastifyPluginAsync } from 'fastify';
import cloudRoutes from './cloud-routes.js';

/** /api/admin/cloud and /api/admin/cloud-exports: the cloud tab's reads and CSV exports. */
const adminCloudRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(cloudRoutes);
};

export default adminCloudRoutes;
