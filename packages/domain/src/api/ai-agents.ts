import { z } from 'zod';
import { AgentIdSchema } from '../ai-agent.js';
import {
  AgentConfigAnswerSchema,
  AgentConfigSchema,
  ChatConfigQuerySchema,
  ChatConfigSchema,
} from '../assistant/agent-config.js';
import { defineContract } from './contract.js';

export type { AgentConfig, AgentConfigAnswer, ChatConfig } from '../assistant/agent-config.js';

const AgentParamsSchema = z.object({ agentId: AgentIdSchema });

/**
 * GET /api/admin/ai-agents/:agentId/config — the AI agent configuration screen's load: the agent
 * document (the empty configuration when none is stored, `exists: false`), the effective
 * settings.agentAI and branding agentAI's texts in es, en and fr. Staff.
 */
export const getAgentConfigContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId/config',
  summary: 'The AI agent configuration (agent document, settings.agentAI, texts per locale)',
  tags: ['admin'],
  params: AgentParamsSchema,
  response: AgentConfigAnswerSchema,
  errors: [400],
});

/**
 * PUT /api/admin/ai-agents/:agentId/config — the screen's save-all, in one atomic write: the
 * agent document (created when missing), settings.agentAI and branding agentAI per locale, texts
 * without markup. Settings and branding keep a version each, as their own editors do. Staff.
 */
export const putAgentConfigContract = defineContract({
  method: 'PUT',
  path: '/api/admin/ai-agents/:agentId/config',
  summary: 'Save the AI agent configuration',
  tags: ['admin'],
  params: AgentParamsSchema,
  body: AgentConfigSchema,
  response: AgentConfigAnswerSchema,
  errors: [400, 413],
});

/**
 * GET /api/ai-chat/config?locale= — the widget's setup: whether the assistant is on
 * (settings.faculties.agentAI), its name, the opening message in that language, its languages,
 * the ask-for-contact flag and the suggested questions. Public, cached like the other public
 * reads (a staff write is seen at once).
 */
export const getChatConfigContract = defineContract({
  method: 'GET',
  path: '/api/ai-chat/config',
  summary: 'The chat widget’s setup',
  tags: ['assistant'],
  query: ChatConfigQuerySchema,
  response: ChatConfigSchema,
  errors: [400],
});
