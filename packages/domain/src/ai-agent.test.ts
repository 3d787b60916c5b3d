import { describe, expect, it } from 'vitest';
import { AgentIdSchema, aiAgentFromStored, AiAgentSchema, defaultAiAgent } from './ai-agent';

const DEFAULTS = {
  displayName: '',
  welcome: '',
  domain: '',
  languages: ['es', 'en', 'fr'],
  showLeadForm: false,
  openai: { model: 'gpt-5-nano', temperature: 0.7, max_tokens: 500 },
  theme: {
    bg: '',
    surface: '',
    text: '',
    primary: '',
    accent: '',
    border: '',
    radius: '',
    fontFamily: '',
  },
  assets: { logoPath: '', avatarPath: '', favIconPath: '', fabIconPath: '' },
  brand: {
    name: '',
    slogan: '',
    urls: { home: '', menu: '', order: '', instagram: '', facebook: '', website: '' },
  },
  params: {},
};

describe('AI agent defaults', () => {
  it('reads an empty document as the empty configuration of the spec', () => {
    expect(defaultAiAgent()).toEqual(DEFAULTS);
    expect(AiAgentSchema.parse({})).toEqual(DEFAULTS);
  });

  it('fills nested defaults under a partial openai block', () => {
    expect(AiAgentSchema.parse({ openai: { temperature: 0.2 } }).openai).toEqual({
      model: 'gpt-5-nano',
      temperature: 0.2,
      max_tokens: 500,
    });
  });

  it('hands out a fresh copy each time', () => {
    const first = defaultAiAgent();
    first.languages.push('de');
    expect(defaultAiAgent().languages).toEqual(['es', 'en', 'fr']);
  });

  it('rejects out-of-range model settings when validating a write', () => {
    expect(AiAgentSchema.safeParse({ openai: { temperature: 3 } }).success).toBe(false);
    expect(AiAgentSchema.safeParse({ openai: { max_tokens: 0 } }).success).toBe(false);
    expect(AiAgentSchema.safeParse({ params: { a: { nested: true } } }).success).toBe(false);
  });
});

describe('aiAgentFromStored', () => {
  it('answers the defaults for a missing or odd document', () => {
    for (const stored of [null, undefined, 'x', 3, [], {}])
      expect(aiAgentFromStored(stored)).toEqual(DEFAULTS);
  });

  it('merges a stored document over the defaults', () => {
    const stored = {
      displayName: 'Lupita',
      welcome: '¡Hola!',
      showLeadForm: true,
      openai: { model: 'gpt-5-mini' },
      assets: { avatarPath: 'Agents/default/avatar.webp' },
      params: { tone: 'friendly', maxItems: 3, vip: false },
    };
    expect(aiAgentFromStored(stored)).toEqual({
      ...DEFAULTS,
      displayName: 'Lupita',
      welcome: '¡Hola!',
      showLeadForm: true,
      openai: { model: 'gpt-5-mini', temperature: 0.7, max_tokens: 500 },
      assets: { ...DEFAULTS.assets, avatarPath: 'Agents/default/avatar.webp' },
      params: { tone: 'friendly', maxItems: 3, vip: false },
    });
  });

  it('falls back field by field where the stored value is malformed', () => {
    const stored = {
      displayName: 42,
      welcome: 'Bienvenido',
      languages: 'es',
      showLeadForm: 'yes',
      openai: { temperature: 'hot', max_tokens: 800 },
      assets: 'nope',
      params: { ok: 'yes', bad: { deep: 1 }, alsoBad: null },
      unknownField: 'dropped',
    };
    expect(aiAgentFromStored(stored)).toEqual({
      ...DEFAULTS,
      welcome: 'Bienvenido',
      openai: { model: 'gpt-5-nano', temperature: 0.7, max_tokens: 800 },
      params: { ok: 'yes' },
    });
  });

  it('always answers something the strict schema accepts', () => {
    const result = aiAgentFromStored({ openai: { temperature: -1 }, languages: [''] });
    expect(AiAgentSchema.parse(result)).toEqual(result);
  });
});

describe('AgentIdSchema', () => {
  it.each(['default', 'a', 'Agent_2-b', 'x'.repeat(64)])('accepts %s', (id) => {
    expect(AgentIdSchema.safeParse(id).success).toBe(true);
  });

  it.each(['', 'x'.repeat(65), 'a/b', 'a.b', '..', 'a b', 'ñ', 'a%2Fb'])('rejects %j', (id) => {
    expect(AgentIdSchema.safeParse(id).success).toBe(false);
  });
});
