import { z } from 'zod';

/**
 * The topic index of the assistant: label → where its data lives (one path or several).
 * Labels are the spec's, verbatim.
 */
export const INDICE_AI_DEFAULTS: Record<string, string | string[]> = {
  schedule: 'branding.schedule',
  phone: 'branding.contact.phone',
  socials: 'branding.socials',
  address: 'branding.contact.address',
  website: 'branding.contact.website',
  email: 'branding.contact.email',
  branches: 'branding.company.branches',
  platforms: 'branding.platforms',
  products: 'branding.products',
  services: 'branding.services',
  FAQ: 'branding.FAQ',
  events: 'events',
  'recipe ingredients': 'menus',
  holidays: 'branding.holidays',
  'legal terms and privacy': ['branding.company.terms', 'branding.company.privacy'],
  mission: 'branding.company.mission',
  vision: 'branding.company.vision',
  values: 'branding.company.values',
  'brand data': 'branding.company',
};

export const IndiceAiSchema = z
  .record(z.string().min(1), z.union([z.string(), z.array(z.string())]))
  .default(() => structuredClone(INDICE_AI_DEFAULTS));

/** settings.agentAI (the chat's settings; the agent document has its own 500-token default). */
export const SettingsAgentSchema = z.looseObject({
  avatar: z.string().default(''),
  provider: z.string().default('openai'),
  model: z.string().min(1).default('gpt-5-nano'),
  apiMode: z.string().default('responses'),
  temperature: z.number().min(0).max(2).default(0.7),
  languages: z.array(z.string().min(1)).default(['es', 'en', 'fr']),
  chat: z
    .looseObject({
      maxTokens: z.number().int().positive().default(600),
      top_p: z.number().min(0).max(1).default(1),
    })
    .prefault({}),
  indiceAI: IndiceAiSchema,
});
