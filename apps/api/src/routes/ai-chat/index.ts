import type { FastifyPluginAsync } from 'fastify';
import postAiChat from './post-ai-chat.js';

/** /api/ai-chat: the assistant's public endpoint. */
const aiChatRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(postAiChat);
};

export default aiChatRoutes;
