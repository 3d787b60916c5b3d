import { aiAgentFromStored, DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import {
  AGENT_LANGUAGES,
  type AgentLanguage,
  agentTextsOf,
  type ChatConfig,
  ChatConfigSchema,
} from '@bar/domain/assistant/agent-config';
import type { DocumentStore } from '../stores/document-store.js';
import { readEffectiveBranding } from './branding.js';
import type { PublicReads } from './public-reads.js';
import { readEffectiveSettings } from './settings.js';

/** A configured list of languages, kept to the ones the assistant speaks (all three if none). */
export function chatLanguages(list: readonly string[]): AgentLanguage[] {
  const known = AGENT_LANGUAGES.filter((lang) => list.includes(lang));
  return known.length > 0 ? known : [...AGENT_LANGUAGES];
}

/**
 * The chat's setup in one language, from what the AI agent screen saves: the feature flag
 * (settings.faculties.agentAI), the agent document (languages, ask-for-contact flag, welcome,
 * name) and branding agentAI of that language (greeting, display name, shortcuts). The agent
 * document's languages count once it exists; before, settings.agentAI's.
 */
export async function readChatConfig(
  docs: DocumentStore,
  locale: AgentLanguage,
  agentId = DEFAULT_AGENT_ID,
): Promise<ChatConfig> {
  const [{ settings }, { branding }, agentDoc] = await Promise.all([
    readEffectiveSettings(docs),
    readEffectiveBranding(docs, locale),
    docs.get(`ai_agents/${agentId}`),
  ]);
  const agent = aiAgentFromStored(agentDoc);
  const texts = agentTextsOf(branding.agentAI);
  return ChatConfigSchema.parse({
    enabled: settings.faculties.agentAI !== false,
    locale,
    name: texts.displayName || agent.displayName || texts.name,
    // The language's own greeting first; the agent's welcome where that language has none.
    welcome: texts.greeting || agent.welcome,
    languages: chatLanguages(agentDoc ? agent.languages : settings.agentAI.languages),
    showLeadForm: agent.showLeadForm,
    shortcuts: texts.shortcuts,
  });
}

/** The same, through the public reads' cache (cleared for the tenant by any API write). */
export const cachedChatConfig = (
  reads: PublicReads,
  tenant: string,
  docs: DocumentStore,
  locale: AgentLanguage,
) => reads.json(tenant, `chat-config:${locale}`, () => readChatConfig(docs, locale));
