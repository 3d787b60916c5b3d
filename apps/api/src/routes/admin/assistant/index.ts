import type { FastifyPluginAsync } from 'fastify';
import agentConfig from './agent-config.js';
import answerUnanswered from './answer-unanswered.js';
import getAiAgent from './get-ai-agent.js';
import getChatMetrics from './get-chat-metrics.js';
import listLeads from './list-leads.js';
import listUnanswered from './list-unanswered.js';
import putAiAgent from './put-ai-agent.js';

/** /api/admin/ai-agents: one file per endpoint. */
const adminAssistantRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(getAiAgent);
  await fastify.register(putAiAgent);
  await fastify.register(listLeads);
  await fastify.register(getChatMetrics);
  await fastify.register(agentConfig);
  await fastify.register(listUnanswered);
  await fastify.register(answerUnanswered);
};

export default adminAssistantRoutes;
