import { z } from 'zod';
import { AgentIdSchema, AiAgentSchema } from '../ai-agent.js';
import {
  AgentConfigAnswerSchema,
  AgentConfigSchema,
  ChatConfigQuerySchema,
  ChatConfigSchema,
} from '../assistant/agent-config.js';
import {
  ChatAnswerSchema,
  ChatLeadInputSchema,
  ChatRequestSchema,
  ChatTelemetryBatchSchema,
} from '../assistant/wire.js';
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

/** The agent document as stored (merged over the defaults), with its id. */
export const AiAgentResponseSchema = AiAgentSchema.extend({ id: AgentIdSchema });

/**
 * GET /api/admin/ai-agents/:agentId — the agent document merged over the defaults (a missing
 * document is the empty configuration). It doubles as the back office's access gate: a 200 means
 * the caller is staff; `_` is the gate's cache-busting timestamp.
 */
export const getAiAgentContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId',
  summary: 'An AI agent’s configuration (also the admin access check)',
  tags: ['admin'],
  params: AgentParamsSchema,
  query: z.object({ _: z.string().optional() }),
  response: AiAgentResponseSchema,
  errors: [400],
});

/** PUT /api/admin/ai-agents/:agentId — replaces the whole agent document (created when missing). */
export const putAiAgentContract = defineContract({
  method: 'PUT',
  path: '/api/admin/ai-agents/:agentId',
  summary: 'Save an AI agent’s configuration',
  tags: ['admin'],
  params: AgentParamsSchema,
  body: AiAgentSchema,
  response: AiAgentResponseSchema,
  errors: [400, 413],
});

/** A contact left in the chat's lead form. */
export const AgentLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  consent: z.boolean(),
  locale: z.string(),
  createdAt: z.string(),
});
export type AgentLead = z.infer<typeof AgentLeadSchema>;

/** GET /api/admin/ai-agents/:agentId/leads — the chat's contacts (ai_contacts), newest first. */
export const listAgentLeadsContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId/leads',
  summary: 'Leads from the chat',
  tags: ['admin'],
  params: AgentParamsSchema,
  response: z.object({ leads: z.array(AgentLeadSchema) }),
  errors: [400],
});

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const counted = <K extends string>(key: K) =>
  z.array(
    z.object({ [key]: z.string(), count: z.number() } as Record<K, z.ZodString> & {
      count: z.ZodNumber;
    }),
  );

/** The widest range the metrics answer, in days. */
export const METRICS_MAX_DAYS = 366;

export const AgentMetricsQuerySchema = z
  .object({ from: DaySchema, to: DaySchema })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'to >= from' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= METRICS_MAX_DAYS, {
    path: ['to'],
    message: `at most ${METRICS_MAX_DAYS} days`,
  });

export const AgentMetricsSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  total: z.number(),
  perDay: z.array(
    z.object({ day: DaySchema, questions: z.number(), unanswered: z.number(), failed: z.number() }),
  ),
  topics: counted('topic'),
  unanswered: counted('question'),
  latency: z.object({ p50: z.number(), p95: z.number(), avg: z.number() }),
  tokens: z.object({ in: z.number(), out: z.number() }),
  fallbacks: z.number(),
});
export type AgentMetrics = z.infer<typeof AgentMetricsSchema>;

/**
 * GET /api/admin/ai-agents/:agentId/metrics?from=&to= — the chat's telemetry over a range of
 * days (both included, in the tenant's time zone; 366 days at most).
 */
export const getAgentMetricsContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId/metrics',
  summary: 'Chat metrics over a date range',
  tags: ['admin'],
  params: AgentParamsSchema,
  query: AgentMetricsQuerySchema,
  response: AgentMetricsSchema,
  errors: [400],
});

// The guests' side of the assistant (no sign-in). With the assistant switched off
// (settings.faculties.agentAI false) the chat and the lead form answer 404 CHAT_DISABLED.

/**
 * POST /api/ai-chat — one guest question, answered from the tenant's live data in the guest's
 * language (the body's `locale` or `x-locale`, switched by the question's own words).
 */
export const askAssistantContract = defineContract({
  method: 'POST',
  path: '/api/ai-chat',
  summary: 'Ask the assistant',
  tags: ['assistant'],
  body: ChatRequestSchema,
  response: ChatAnswerSchema,
  errors: [400, 404, 413, 429],
});

/** POST /api/leads — the chat's lead form (name, e-mail, consent), stored in ai_contacts. */
export const createChatLeadContract = defineContract({
  method: 'POST',
  path: '/api/leads',
  summary: 'Leave a contact from the chat',
  tags: ['assistant'],
  body: ChatLeadInputSchema,
  status: 201,
  response: z.object({ ok: z.literal(true), id: z.string() }),
  errors: [400, 404, 413, 429],
});

/**
 * POST /api/log-aai — the widget's telemetry entries as a JSON array. Browsers send it with
 * `navigator.sendBeacon` as text/plain (no preflight), which the API parses as JSON.
 */
export const logChatTelemetryContract = defineContract({
  method: 'POST',
  path: '/api/log-aai',
  summary: 'Chat telemetry from the widget',
  tags: ['assistant'],
  body: ChatTelemetryBatchSchema,
  status: 202,
  response: z.object({ ok: z.literal(true), stored: z.number().int() }),
  errors: [400, 413, 429],
});

export const UnansweredGroupSchema = z.object({
  ids: z.array(z.string()),
  question: z.string(),
  lang: z.string(),
  wordings: z.array(z.string()),
  count: z.number().int().nonnegative(),
  lastAskedAt: z.string(),
});
export type UnansweredGroup = z.infer<typeof UnansweredGroupSchema>;

/**
 * GET /api/admin/ai-agents/:agentId/unanswered — the guests' questions the assistant could not
 * answer (no topic: the contact form offered), close wordings grouped, most recent first; the
 * answered ones are left out. Staff.
 */
export const listUnansweredContract = defineContract({
  method: 'GET',
  path: '/api/admin/ai-agents/:agentId/unanswered',
  summary: 'Questions the assistant could not answer, grouped',
  tags: ['admin'],
  params: AgentParamsSchema,
  response: z.object({ groups: z.array(UnansweredGroupSchema) }),
  errors: [400],
});

const FaqText = z.string().trim().min(1).max(2000);
const InLanguages = z.object({ es: FaqText, en: FaqText, fr: FaqText });

export const AnswerUnansweredSchema = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1).max(200),
  question: InLanguages,
  answer: InLanguages,
});
export type AnswerUnanswered = z.infer<typeof AnswerUnansweredSchema>;

/**
 * POST /api/admin/ai-agents/:agentId/unanswered/answer — staff answer a group: a FAQ entry
 * (branding FAQ, in es, en and fr, each language's list as the branding editor writes it, with a
 * version kept) and the group's questions marked answered. Staff.
 */
export const answerUnansweredContract = defineContract({
  method: 'POST',
  path: '/api/admin/ai-agents/:agentId/unanswered/answer',
  summary: 'Answer unanswered questions with a FAQ entry',
  tags: ['admin'],
  params: AgentParamsSchema,
  body: AnswerUnansweredSchema,
  response: z.object({ ok: z.literal(true), answered: z.number().int().nonnegative() }),
  errors: [400, 404],
});
