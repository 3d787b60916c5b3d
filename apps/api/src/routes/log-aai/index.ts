import type { FastifyPluginAsync } from 'fastify';
import postLogAai from './post-log-aai.js';

/** /api/log-aai: the chat widget's telemetry. Its own scope: it reads text/plain as JSON. */
const logAaiRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(postLogAai);
};

export default logAaiRoutes;
