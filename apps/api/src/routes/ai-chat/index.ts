import type { FastifyPluginAsync } from 'fastify';
import getChatConfig from './get-chat-config.js';
import postAiChat from './post-ai-chat.js';

/** /api/ai-chat: the assistant's public endpoints. */
const aiChatRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(postAiChat);
  await fastify.register(getChatConfig);
};

export default aiChatRoutes;
