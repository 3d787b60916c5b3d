import type {
  answerUnansweredContract,
  askAssistantContract,
  createChatLeadContract,
  getAgentConfigContract,
  getAgentMetricsContract,
  getAiAgentContract,
  getChatConfigContract,
  listAgentLeadsContract,
  listUnansweredContract,
  putAgentConfigContract,
  putAiAgentContract,
} from '@bar/domain/api/assistant';
import { endpoint } from '../endpoint';

export type {
  AgentConfig,
  AgentConfigAnswer,
  AgentLead,
  AgentMetrics,
  AnswerUnanswered,
  ChatConfig,
  UnansweredGroup,
} from '@bar/domain/api/assistant';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/assistant') : undefined;

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

/** GET /api/admin/ai-agents/:agentId — the agent document; a 200 means the caller is staff. */
export const getAiAgent = endpoint<typeof getAiAgentContract>(
  'GET /api/admin/ai-agents/:agentId',
  contracts?.then((m) => m.getAiAgentContract),
);

/** PUT /api/admin/ai-agents/:agentId — replaces the whole agent document (staff). */
export const putAiAgent = endpoint<typeof putAiAgentContract>(
  'PUT /api/admin/ai-agents/:agentId',
  contracts?.then((m) => m.putAiAgentContract),
);

/** GET /api/admin/ai-agents/:agentId/leads — the chat's contacts, newest first (staff). */
export const listAgentLeads = endpoint<typeof listAgentLeadsContract>(
  'GET /api/admin/ai-agents/:agentId/leads',
  contracts?.then((m) => m.listAgentLeadsContract),
);

/** GET /api/admin/ai-agents/:agentId/metrics?from=&to= — the chat's telemetry (staff). */
export const getAgentMetrics = endpoint<typeof getAgentMetricsContract>(
  'GET /api/admin/ai-agents/:agentId/metrics',
  contracts?.then((m) => m.getAgentMetricsContract),
);

/** POST /api/ai-chat — one guest question; the answer in the guest's language (public). */
export const askAssistant = endpoint<typeof askAssistantContract>(
  'POST /api/ai-chat',
  contracts?.then((m) => m.askAssistantContract),
);

/** POST /api/leads — the chat's lead form: name, e-mail and consent (public). */
export const createChatLead = endpoint<typeof createChatLeadContract>(
  'POST /api/leads',
  contracts?.then((m) => m.createChatLeadContract),
);

/** GET /api/admin/ai-agents/:agentId/unanswered — the questions nothing answered, grouped (staff). */
export const listUnanswered = endpoint<typeof listUnansweredContract>(
  'GET /api/admin/ai-agents/:agentId/unanswered',
  contracts?.then((m) => m.listUnansweredContract),
);

/** POST /api/admin/ai-agents/:agentId/unanswered/answer — a FAQ entry answering a group (staff). */
export const answerUnanswered = endpoint<typeof answerUnansweredContract>(
  'POST /api/admin/ai-agents/:agentId/unanswered/answer',
  contracts?.then((m) => m.answerUnansweredContract),
);
