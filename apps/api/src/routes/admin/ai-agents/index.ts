import type { FastifyPluginAsync } from 'fastify';
import getAiAgent from './get-ai-agent.js';

/** /api/admin/ai-agents: one file per endpoint. */
const aiAgentsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(getAiAgent);
};

export default aiAgentsRoutes;
