import { AGENT_BRAND_URL_KEYS, AGENT_THEME_KEYS } from '@bar/domain/ai-agent';
import {
  AGENT_LANGUAGES,
  AGENT_SHORTCUTS_MAX,
  AGENT_TEXT_KEYS,
  type AgentConfig,
  type AgentConfigAnswer,
  type AgentLanguage,
  type AgentTextKey,
} from '@bar/domain/assistant/agent-config';
import type { TFunction } from 'i18next';
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';

/** One language's texts as the form edits them: the shortcuts one per line. */
export type TextsForm = Record<AgentTextKey, string> & { shortcuts: string };

/**
 * The configuration screen's values: the wire shape (so the API's issues land on their fields),
 * with lists as the screen edits them: languages as a comma list, the free params and the
 * topic index as rows, the shortcuts one per line.
 */
export type AgentConfigForm = {
  agent: Omit<AgentConfig['agent'], 'languages' | 'params'> & {
    languages: string;
    params: { key: string; value: string }[];
  };
  settings: Omit<AgentConfig['settings'], 'languages' | 'indiceAI'> & {
    languages: string;
    indiceAI: { label: string; paths: string }[];
  };
  content: Record<AgentLanguage, TextsForm>;
};

export const splitList = (text: string, separator: RegExp = /,/) =>
  text
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);

const textsToForm = (texts: AgentConfigAnswer['content']['es']): TextsForm => ({
  ...(Object.fromEntries(AGENT_TEXT_KEYS.map((key) => [key, texts[key]])) as Record<
    AgentTextKey,
    string
  >),
  shortcuts: texts.shortcuts.join('\n'),
});

export function toForm(answer: AgentConfigAnswer): AgentConfigForm {
  const { agent, settings, content } = structuredClone(answer);
  return {
    agent: {
      ...agent,
      languages: agent.languages.join(', '),
      params: Object.entries(agent.params).map(([key, value]) => ({ key, value: String(value) })),
    },
    settings: {
      ...settings,
      languages: settings.languages.join(', '),
      indiceAI: Object.entries(settings.indiceAI).map(([label, paths]) => ({
        label,
        paths: Array.isArray(paths) ? paths.join(', ') : paths,
      })),
    },
    content: {
      es: textsToForm(content.es),
      en: textsToForm(content.en),
      fr: textsToForm(content.fr),
    },
  };
}

const textsToConfig = (texts: TextsForm): AgentConfig['content']['es'] => ({
  ...(Object.fromEntries(AGENT_TEXT_KEYS.map((key) => [key, texts[key].trim()])) as Record<
    AgentTextKey,
    string
  >),
  shortcuts: splitList(texts.shortcuts, /\n/),
});

const languagesOf = (text: string) => splitList(text) as AgentLanguage[];

/** The form's values as the API takes them. */
export function toConfig(form: AgentConfigForm): AgentConfig {
  const { agent, settings, content } = form;
  return {
    agent: {
      ...agent,
      displayName: agent.displayName.trim(),
      welcome: agent.welcome.trim(),
      domain: agent.domain.trim(),
      languages: languagesOf(agent.languages),
      params: Object.fromEntries(
        agent.params
          .filter((row) => row.key.trim())
          .map((row) => [row.key.trim(), row.value.trim()]),
      ),
    },
    settings: {
      ...settings,
      languages: languagesOf(settings.languages),
      indiceAI: Object.fromEntries(
        settings.indiceAI.map(({ label, paths }) => {
          const list = splitList(paths);
          return [label, list.length === 1 ? (list[0] ?? '') : list];
        }),
      ),
    },
    content: {
      es: textsToConfig(content.es),
      en: textsToConfig(content.en),
      fr: textsToConfig(content.fr),
    },
  };
}

/** The form's rules (the API checks the same), each message in the panel's language. */
export function configFormSchema(t: TFunction): z.ZodType<AgentConfigForm, FieldValues> {
  const tooLong = t('aiAgent.errors.tooLong');
  const text = (max = 500) => z.string().max(max, tooLong);
  const languages = z.string().refine(
    (value) => {
      const list = splitList(value);
      return (
        list.length > 0 &&
        new Set(list).size === list.length &&
        list.every((lang) => (AGENT_LANGUAGES as readonly string[]).includes(lang))
      );
    },
    { message: t('aiAgent.errors.languages') },
  );
  const number = (min: number, max: number, int = false) => {
    const base = z.number({ error: t('aiAgent.errors.number') });
    return (int ? base.int(t('aiAgent.errors.integer')) : base)
      .min(min, t('aiAgent.errors.range', { min, max }))
      .max(max, t('aiAgent.errors.range', { min, max }));
  };
  const required = (max = 100) => z.string().trim().min(1, t('aiAgent.errors.required')).max(max);
  const texts = z.object({
    ...(Object.fromEntries(AGENT_TEXT_KEYS.map((key) => [key, text(2000)])) as Record<
      AgentTextKey,
      z.ZodString
    >),
    shortcuts: z
      .string()
      .refine((value) => splitList(value, /\n/).length <= AGENT_SHORTCUTS_MAX, {
        message: t('aiAgent.errors.shortcuts', { max: AGENT_SHORTCUTS_MAX }),
      })
      .refine((value) => splitList(value, /\n/).every((line) => line.length <= 200), {
        message: tooLong,
      }),
  });
  return z.object({
    agent: z.object({
      displayName: text(),
      welcome: text(2000),
      domain: text(),
      languages,
      showLeadForm: z.boolean(),
      openai: z.object({
        model: required(),
        temperature: number(0, 2),
        max_tokens: number(1, 100_000, true),
      }),
      theme: z.object(
        Object.fromEntries(AGENT_THEME_KEYS.map((key) => [key, text(120)])) as Record<
          (typeof AGENT_THEME_KEYS)[number],
          z.ZodString
        >,
      ),
      assets: z.object({
        logoPath: text(),
        avatarPath: text(),
        favIconPath: text(),
        fabIconPath: text(),
      }),
      brand: z.object({
        name: text(),
        slogan: text(),
        urls: z.object(
          Object.fromEntries(AGENT_BRAND_URL_KEYS.map((key) => [key, text(2000)])) as Record<
            (typeof AGENT_BRAND_URL_KEYS)[number],
            z.ZodString
          >,
        ),
      }),
      params: z.array(z.object({ key: text(100), value: text(2000) })).max(100),
    }),
    settings: z.object({
      avatar: text(2000),
      provider: text(64),
      model: required(),
      apiMode: text(64),
      temperature: number(0, 2),
      languages,
      chat: z.object({ maxTokens: number(1, 100_000, true), top_p: number(0, 1) }),
      indiceAI: z.array(z.object({ label: z.string(), paths: text(300) })),
    }),
    content: z.object({ es: texts, en: texts, fr: texts }),
  });
}
