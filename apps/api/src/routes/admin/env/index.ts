import type { FastifyPluginAsync } from 'fastify';
import listEnvVersions from './list-env-versions.js';

/** /api/admin/env: one file per endpoint. */
const adminEnvRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(listEnvVersions);
};

export default adminEnvRoutes;
