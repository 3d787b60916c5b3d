import type { FastifyPluginAsync } from 'fastify';
import aiAgentsRoutes from './ai-agents/index.js';

/**
 * The back office's API under /api/admin. Each route still declares its own `config.access`
 * (usually ACCESS.staff); the auth hook enforces it.
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(aiAgentsRoutes, { prefix: '/ai-agents' });
};

export default adminRoutes;
