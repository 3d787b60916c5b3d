import { z } from 'zod';

/** The agent the admin gate and the chat use when none is named. */
export const DEFAULT_AGENT_ID = 'default';

/** Document ids of the ai_agents collection: safe in a path segment and a storage prefix. */
export const AgentIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, "_" and "-".');

export const AgentParamValueSchema = z.union([z.string(), z.number(), z.boolean()]);

export const AiAgentOpenAiSchema = z.object({
  model: z.string().min(1).default('gpt-5-nano'),
  temperature: z.number().min(0).max(2).default(0.7),
  max_tokens: z.number().int().positive().default(500),
});

/** Texts of the agent document are bounded: they are shown to guests and sent to the model. */
const text = (max = 500) => z.string().max(max).default('');

/**
 * The agent's pictures (storage paths or URLs): the logo, the avatar beside its replies, the
 * favicon, and the floating button's icon (`fabIconPath`, the name stored documents use).
 */
export const AiAgentAssetsSchema = z.object({
  logoPath: text(),
  avatarPath: text(),
  favIconPath: text(),
  fabIconPath: text(),
});

/** The widget's look: colours, corner radius and font family (CSS values). */
export const AGENT_THEME_KEYS = [
  'bg',
  'surface',
  'text',
  'primary',
  'accent',
  'border',
  'radius',
  'fontFamily',
] as const;
export const AiAgentThemeSchema = z.object(
  Object.fromEntries(AGENT_THEME_KEYS.map((key) => [key, text(120)])) as Record<
    (typeof AGENT_THEME_KEYS)[number],
    ReturnType<typeof text>
  >,
);

export const AGENT_BRAND_URL_KEYS = [
  'home',
  'menu',
  'order',
  'instagram',
  'facebook',
  'website',
] as const;
export const AiAgentBrandSchema = z.object({
  name: text(),
  slogan: text(),
  urls: z
    .object(
      Object.fromEntries(AGENT_BRAND_URL_KEYS.map((key) => [key, text(2000)])) as Record<
        (typeof AGENT_BRAND_URL_KEYS)[number],
        ReturnType<typeof text>
      >,
    )
    .prefault({}),
});

/**
 * An AI agent document (collection ai_agents). Every field has a default, so a missing document
 * reads as the empty configuration (spec: "Missing agent document → empty configuration").
 */
export const AiAgentSchema = z.object({
  displayName: text(),
  welcome: text(2000),
  domain: text(),
  languages: z.array(z.string().min(1).max(16)).max(20).default(['es', 'en', 'fr']),
  showLeadForm: z.boolean().default(false),
  // prefault, not default: zod 4 returns a default as is, and the inner defaults must still apply.
  openai: AiAgentOpenAiSchema.prefault({}),
  theme: AiAgentThemeSchema.prefault({}),
  assets: AiAgentAssetsSchema.prefault({}),
  brand: AiAgentBrandSchema.prefault({}),
  params: z.record(z.string().max(100), AgentParamValueSchema).default({}),
});

export type AiAgent = z.output<typeof AiAgentSchema>;

export const defaultAiAgent = (): AiAgent => AiAgentSchema.parse({});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field's value when valid, else the field's default. */
const field = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : schema.parse(undefined);
};

/**
 * A stored agent document merged over the defaults, field by field: what is missing or malformed
 * (older documents, hand edits in the database console) falls back to its default instead of
 * failing the whole read; unknown fields are dropped.
 */
export function aiAgentFromStored(stored: unknown): AiAgent {
  const doc = isRecord(stored) ? stored : {};
  const openai = isRecord(doc.openai) ? doc.openai : {};
  const assets = isRecord(doc.assets) ? doc.assets : {};
  const theme = isRecord(doc.theme) ? doc.theme : {};
  const brand = isRecord(doc.brand) ? doc.brand : {};
  const urls = isRecord(brand.urls) ? brand.urls : {};
  const params = isRecord(doc.params) ? doc.params : {};
  const { shape } = AiAgentSchema;
  return {
    displayName: field(shape.displayName, doc.displayName),
    welcome: field(shape.welcome, doc.welcome),
    domain: field(shape.domain, doc.domain),
    languages: field(shape.languages, doc.languages),
    showLeadForm: field(shape.showLeadForm, doc.showLeadForm),
    openai: {
      model: field(AiAgentOpenAiSchema.shape.model, openai.model),
      temperature: field(AiAgentOpenAiSchema.shape.temperature, openai.temperature),
      max_tokens: field(AiAgentOpenAiSchema.shape.max_tokens, openai.max_tokens),
    },
    theme: Object.fromEntries(
      AGENT_THEME_KEYS.map((key) => [key, field(AiAgentThemeSchema.shape[key], theme[key])]),
    ) as AiAgent['theme'],
    assets: {
      logoPath: field(AiAgentAssetsSchema.shape.logoPath, assets.logoPath),
      avatarPath: field(AiAgentAssetsSchema.shape.avatarPath, assets.avatarPath),
      favIconPath: field(AiAgentAssetsSchema.shape.favIconPath, assets.favIconPath),
      fabIconPath: field(AiAgentAssetsSchema.shape.fabIconPath, assets.fabIconPath),
    },
    brand: {
      name: field(AiAgentBrandSchema.shape.name, brand.name),
      slogan: field(AiAgentBrandSchema.shape.slogan, brand.slogan),
      urls: Object.fromEntries(
        AGENT_BRAND_URL_KEYS.map((key) => [
          key,
          field(z.string().max(2000).default(''), urls[key]),
        ]),
      ) as AiAgent['brand']['urls'],
    },
    params: Object.fromEntries(
      Object.entries(params).filter(([, value]) => AgentParamValueSchema.safeParse(value).success),
    ) as AiAgent['params'],
  };
}
