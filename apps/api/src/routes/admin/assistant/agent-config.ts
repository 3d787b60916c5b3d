import { getAgentConfigContract, putAgentConfigContract } from '@bar/domain/api/assistant';
import { aiAgentFromStored } from '@bar/domain/ai-agent';
import {
  AGENT_LANGUAGES,
  type AgentConfig,
  type AgentConfigAnswer,
  type AgentTexts,
  agentSettingsOf,
  agentTextsOf,
  stripMarkup,
} from '@bar/domain/assistant/agent-config';
import { BrandingSchema } from '@bar/domain/branding/schema';
import { applyMergePatch } from '@bar/domain/merge';
import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import {
  brandingOverridesPath,
  readBrandingDocument,
  readContent,
  readEffectiveBranding,
} from '../../../repositories/branding.js';
import { readEffectiveSettings, SETTINGS_DOC } from '../../../repositories/settings.js';
import { recordVersion } from '../../../repositories/versions.js';
import { type DocumentStore, serverTimestamp } from '../../../stores/document-store.js';
import { invalidContent } from '../branding/merge-patch.js';

const agentPath = (agentId: string) => `ai_agents/${agentId}`;

/** What the screen loads: the agent document, settings.agentAI, branding agentAI per locale. */
async function readAgentConfig(docs: DocumentStore, agentId: string): Promise<AgentConfigAnswer> {
  const [stored, { settings }, ...brandings] = await Promise.all([
    docs.get(agentPath(agentId)),
    readEffectiveSettings(docs),
    ...AGENT_LANGUAGES.map((lang) => readEffectiveBranding(docs, lang)),
  ]);
  const content = Object.fromEntries(
    AGENT_LANGUAGES.map((lang, index) => [
      lang,
      agentTextsOf(brandings[index]?.branding.agentAI ?? {}),
    ]),
  ) as AgentConfigAnswer['content'];
  return {
    id: agentId,
    exists: stored !== null,
    agent: aiAgentFromStored(stored),
    settings: agentSettingsOf(settings.agentAI),
    content,
  };
}

const cleanTexts = (texts: AgentTexts): AgentTexts => {
  const { shortcuts, ...rest } = texts;
  return {
    ...(Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [key, stripMarkup(value)]),
    ) as Omit<AgentTexts, 'shortcuts'>),
    shortcuts: shortcuts.map(stripMarkup).filter(Boolean),
  };
};

/** The saved configuration: texts guests read without markup, the rest as sent. */
const cleanConfig = (config: AgentConfig): AgentConfig => ({
  agent: {
    ...config.agent,
    displayName: stripMarkup(config.agent.displayName),
    welcome: stripMarkup(config.agent.welcome),
    brand: {
      ...config.agent.brand,
      name: stripMarkup(config.agent.brand.name),
      slogan: stripMarkup(config.agent.brand.slogan),
    },
  },
  settings: config.settings,
  content: {
    es: cleanTexts(config.content.es),
    en: cleanTexts(config.content.en),
    fr: cleanTexts(config.content.fr),
  },
});

/**
 * GET and PUT /api/admin/ai-agents/:agentId/config: the AI agent configuration screen. The save
 * writes its three stores in one atomic batch (the agent document, replaced or created;
 * settings.agentAI and branding agentAI of es, en and fr, merged), after checking that the
 * settings and every locale's branding still validate as their own editors require; then
 * settings and branding keep a version each. Staff (the screen is in the staff's AI agent tab).
 */
const agentConfig: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getAgentConfigContract),
    handler: async (request) => {
      return readAgentConfig(request.docs, request.params.agentId);
    },
  });

  fastify.route({
    ...contractRoute(fastify, putAgentConfigContract),
    bodyLimit: 131_072,
    handler: async (request) => {
      const { agentId } = request.params;
      const docs = request.docs;
      const config = cleanConfig(request.body);
      const [{ settings }, ...brandings] = await Promise.all([
        readEffectiveSettings(docs),
        ...AGENT_LANGUAGES.map((lang) => readEffectiveBranding(docs, lang)),
      ]);
      const checkedSettings = SettingsSchema.safeParse(
        applyMergePatch(settings, { agentAI: config.settings }),
      );
      if (!checkedSettings.success) throw invalidContent(request, checkedSettings.error);
      AGENT_LANGUAGES.forEach((lang, index) => {
        const checked = BrandingSchema.safeParse(
          applyMergePatch(brandings[index]?.branding ?? {}, { agentAI: config.content[lang] }),
        );
        if (!checked.success) throw invalidContent(request, checked.error);
      });
      // What the save replaces: each document's baseline version when it has none yet.
      const [settingsBefore, ...brandingsBefore] = await Promise.all([
        readContent(docs, SETTINGS_DOC),
        ...AGENT_LANGUAGES.map((lang) => readBrandingDocument(docs, lang)),
      ]);
      const at = serverTimestamp();
      await docs.batch([
        { type: 'set', path: agentPath(agentId), data: { ...config.agent, updatedAt: at } },
        {
          type: 'set',
          path: SETTINGS_DOC,
          data: { agentAI: config.settings, updatedAt: at },
          merge: true,
        },
        ...AGENT_LANGUAGES.map((lang) => ({
          type: 'set' as const,
          path: brandingOverridesPath(lang),
          data: { agentAI: config.content[lang], updatedAt: at },
          merge: true,
        })),
      ]);
      const by = request.identity?.email ?? null;
      const [storedSettings, ...storedBrandings] = await Promise.all([
        readContent(docs, SETTINGS_DOC),
        ...AGENT_LANGUAGES.map((lang) => readBrandingDocument(docs, lang)),
      ]);
      await recordVersion(docs, {
        area: 'settings',
        by,
        data: storedSettings.data ?? {},
        before: settingsBefore.data ?? {},
      });
      for (const [index, lang] of AGENT_LANGUAGES.entries())
        await recordVersion(docs, {
          area: 'branding',
          doc: lang,
          by,
          data: storedBrandings[index]?.data ?? {},
          before: brandingsBefore[index]?.data ?? {},
        });
      return readAgentConfig(docs, agentId);
    },
  });
  done();
};

export default agentConfig;
