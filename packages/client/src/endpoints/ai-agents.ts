import type {
  getAgentConfigContract,
  getChatConfigContract,
  putAgentConfigContract,
} from '@bar/domain/api/ai-agents';
import { endpoint } from '../endpoint';

export type { AgentConfig, AgentConfigAnswer, ChatConfig } from '@bar/domain/api/ai-agents';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/ai-agents') : undefined;

/** GET /api/admin/ai-agents/:agentId/config — the configuration screen's load (staff). */
export const getAgentConfig = endpoint<typeof getAgentConfigContract>(
  'GET /api/admin/ai-agents/:agentId/config',
  contracts?.then((m) => m.getAgentConfigContract),
);

/** PUT /api/admin/ai-agents/:agentId/config — the screen's save-all (staff). */
export const putAgentConfig = endpoint<typeof putAgentConfigContract>(
  'PUT /api/admin/ai-agents/:agentId/config',
  contracts?.then((m) => m.putAgentConfigContract),
);

/** GET /api/ai-chat/config?locale= — the chat widget's setup (public). */
export const getChatConfig = endpoint<typeof getChatConfigContract>(
  'GET /api/ai-chat/config',
  contracts?.then((m) => m.getChatConfigContract),
);
