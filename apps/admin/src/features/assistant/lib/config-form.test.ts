import { aiAgentFromStored } from '@bar/domain/ai-agent';
import type { AgentConfigAnswer } from '@bar/domain/assistant/agent-config';
import { AgentConfigSchema } from '@bar/domain/assistant/agent-config';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { configFormSchema, toConfig, toForm } from './config-form';

const texts = (greeting: string) => ({
  name: 'Lupita',
  displayName: 'Lupita',
  role: '',
  tone: '',
  description: '',
  greeting,
  farewell: '',
  unknownResponse: '',
  fallback: '',
  shortcuts: ['¿Horario?', '¿Menú?'],
});

const answer: AgentConfigAnswer = {
  id: 'default',
  exists: false,
  agent: { ...aiAgentFromStored(null), params: { tone: 'friendly', max: 3 } },
  settings: {
    avatar: '',
    provider: 'openai',
    model: 'gpt-5-nano',
    apiMode: 'responses',
    temperature: 0.7,
    languages: ['es', 'en', 'fr'],
    chat: { maxTokens: 600, top_p: 1 },
    indiceAI: { schedule: 'branding.schedule', 'legal terms and privacy': ['a', 'b'] },
  },
  content: { es: texts('¡Hola!'), en: texts('Hi!'), fr: texts('Bonjour !') },
};

// The messages are ids here: the schema takes the panel's t().
const t = ((id: string) => id) as unknown as TFunction;

describe('the AI agent configuration form', () => {
  it('edits lists as text and gives back what the API takes', () => {
    const form = toForm(answer);
    expect(form.agent.languages).toBe('es, en, fr');
    expect(form.agent.params).toEqual([
      { key: 'tone', value: 'friendly' },
      { key: 'max', value: '3' },
    ]);
    expect(form.settings.indiceAI).toContainEqual({
      label: 'legal terms and privacy',
      paths: 'a, b',
    });
    expect(form.content.es.shortcuts).toBe('¿Horario?\n¿Menú?');

    form.agent.languages = ' es ,en ';
    form.agent.params.push({ key: '  ', value: 'dropped' });
    form.content.fr.shortcuts = 'Un\n\n  Deux  \n';
    const config = toConfig(form);
    expect(config.agent.languages).toEqual(['es', 'en']);
    expect(config.agent.params).toEqual({ tone: 'friendly', max: '3' });
    expect(config.settings.indiceAI).toEqual(answer.settings.indiceAI);
    expect(config.content.fr.shortcuts).toEqual(['Un', 'Deux']);
    expect(AgentConfigSchema.safeParse(config).success).toBe(true);
  });

  it('names the field of each broken rule, as the API would', () => {
    const form = toForm(answer);
    form.agent.languages = 'es, de';
    form.agent.openai.temperature = 3;
    form.settings.chat.top_p = 2;
    const result = configFormSchema(t).safeParse(form);
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'agent.languages',
        'agent.openai.temperature',
        'settings.chat.top_p',
      ]),
    );
    expect(configFormSchema(t).safeParse(toForm(answer)).success).toBe(true);
  });
});
