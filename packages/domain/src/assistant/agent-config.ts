import { z } from 'zod';
import { AgentIdSchema, AiAgentSchema } from '../ai-agent.js';
import type { SettingsAgentSchema } from '../settings/agent.js';

/** The languages the assistant speaks (an agent's list is a subset of these). */
export const AGENT_LANGUAGES = ['es', 'en', 'fr'] as const;
export type AgentLanguage = (typeof AGENT_LANGUAGES)[number];

const LanguageListSchema = z
  .array(z.enum(AGENT_LANGUAGES))
  .min(1)
  .max(AGENT_LANGUAGES.length)
  .refine((list) => new Set(list).size === list.length, { message: 'duplicate' });

/** branding agentAI's texts, edited once per locale (the spec's field names). */
export const AGENT_TEXT_KEYS = [
  'name',
  'displayName',
  'role',
  'tone',
  'description',
  'greeting',
  'farewell',
  'unknownResponse',
  'fallback',
] as const;
export type AgentTextKey = (typeof AGENT_TEXT_KEYS)[number];

export const AGENT_SHORTCUTS_MAX = 12;

export const AgentTextsSchema = z.object({
  ...(Object.fromEntries(AGENT_TEXT_KEYS.map((key) => [key, z.string().max(2000)])) as Record<
    AgentTextKey,
    z.ZodString
  >),
  /** Suggested questions the widget offers as buttons. */
  shortcuts: z.array(z.string().min(1).max(200)).max(AGENT_SHORTCUTS_MAX),
});
export type AgentTexts = z.output<typeof AgentTextsSchema>;

/** settings.agentAI as the configuration screen edits it (every field the spec lists). */
export const AgentSettingsSchema = z.object({
  avatar: z.string().max(2000),
  provider: z.string().max(64),
  model: z.string().min(1).max(100),
  apiMode: z.string().max(64),
  temperature: z.number().min(0).max(2),
  languages: LanguageListSchema,
  chat: z.object({
    maxTokens: z.number().int().positive().max(100_000),
    top_p: z.number().min(0).max(1),
  }),
  indiceAI: z.record(
    z.string().min(1).max(64),
    z.union([z.string().max(300), z.array(z.string().max(300)).max(20)]),
  ),
});
export type AgentSettings = z.output<typeof AgentSettingsSchema>;

/**
 * The whole AI agent configuration, as one save writes it: the agent document (ai_agents/{id}),
 * settings.agentAI, and branding agentAI's texts per locale (branding overrides of es, en, fr).
 */
export const AgentConfigSchema = z.object({
  agent: AiAgentSchema.extend({ languages: LanguageListSchema }),
  settings: AgentSettingsSchema,
  content: z.object({ es: AgentTextsSchema, en: AgentTextsSchema, fr: AgentTextsSchema }),
});
export type AgentConfig = z.output<typeof AgentConfigSchema>;

export const AgentConfigAnswerSchema = AgentConfigSchema.extend({
  id: AgentIdSchema,
  /** false: no agent document is stored yet (the empty configuration; Save creates it). */
  exists: z.boolean(),
  agent: AiAgentSchema,
  settings: AgentSettingsSchema.extend({ languages: z.array(z.string()) }),
});
export type AgentConfigAnswer = z.output<typeof AgentConfigAnswerSchema>;

/** settings.agentAI as stored (merged over its defaults) in the screen's shape. */
export function agentSettingsOf(stored: z.output<typeof SettingsAgentSchema>): AgentSettings {
  return {
    avatar: stored.avatar,
    provider: stored.provider,
    model: stored.model,
    apiMode: stored.apiMode,
    temperature: stored.temperature,
    languages: stored.languages.filter((lang): lang is AgentLanguage =>
      (AGENT_LANGUAGES as readonly string[]).includes(lang),
    ),
    chat: { maxTokens: stored.chat.maxTokens, top_p: stored.chat.top_p },
    indiceAI: stored.indiceAI,
  };
}

const shortcutText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    for (const key of ['label', 'text', 'question', 'title'])
      if (typeof record[key] === 'string') return record[key];
  }
  return '';
};

/** branding agentAI (effective, one locale) in the screen's shape. */
export function agentTextsOf(agentAI: Record<string, unknown>): AgentTexts {
  const texts = Object.fromEntries(
    AGENT_TEXT_KEYS.map((key) => [key, typeof agentAI[key] === 'string' ? agentAI[key] : '']),
  ) as Record<AgentTextKey, string>;
  const shortcuts = Array.isArray(agentAI.shortcuts)
    ? agentAI.shortcuts.map(shortcutText).filter(Boolean).slice(0, AGENT_SHORTCUTS_MAX)
    : [];
  return { ...texts, shortcuts };
}

/**
 * A text without markup: elements (and the content of script and style) removed, entities
 * left as typed. The agent's texts are shown to guests as plain text and sent to the model.
 */
export function stripMarkup(text: string): string {
  return text
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?[A-Za-z!?][^<>]*>/g, '')
    .trim();
}

/** GET /api/ai-chat/config: what the widget needs before the first question. */
export const ChatConfigSchema = z.object({
  /** settings.faculties.agentAI: off → no chat button, and the chat refuses questions. */
  enabled: z.boolean(),
  locale: z.enum(AGENT_LANGUAGES),
  /** The name in the panel's header ('' → the product's own title). */
  name: z.string(),
  /** The opening message: branding agentAI greeting of the locale, else the agent's welcome. */
  welcome: z.string(),
  languages: z.array(z.enum(AGENT_LANGUAGES)),
  /** The ask-for-contact flag: the lead form is shown from the start. */
  showLeadForm: z.boolean(),
  shortcuts: z.array(z.string()),
});
export type ChatConfig = z.output<typeof ChatConfigSchema>;

export const ChatConfigQuerySchema = z.object({
  locale: z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2}([-_][A-Za-z0-9]{1,8})*$/)
    .optional(),
});
