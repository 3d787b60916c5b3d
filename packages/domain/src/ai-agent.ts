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

export const AiAgentAssetsSchema = z.object({
  avatarPath: z.string().default(''),
  fabIconPath: z.string().default(''),
});

/**
 * An AI agent document (collection ai_agents). Every field has a default, so a missing document
 * reads as the empty configuration (spec: "Missing agent document → empty configuration").
 */
export const AiAgentSchema = z.object({
  displayName: z.string().default(''),
  welcome: z.string().default(''),
  domain: z.string().default(''),
  languages: z.array(z.string().min(1)).default(['es', 'en', 'fr']),
  showLeadForm: z.boolean().default(false),
  // prefault, not default: zod 4 returns a default as is, and the inner defaults must still apply.
  openai: AiAgentOpenAiSchema.prefault({}),
  assets: AiAgentAssetsSchema.prefault({}),
  params: z.record(z.string(), AgentParamValueSchema).default({}),
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
    assets: {
      avatarPath: field(AiAgentAssetsSchema.shape.avatarPath, assets.avatarPath),
      fabIconPath: field(AiAgentAssetsSchema.shape.fabIconPath, assets.fabIconPath),
    },
    params: Object.fromEntries(
      Object.entries(params).filter(([, value]) => AgentParamValueSchema.safeParse(value).success),
    ) as AiAgent['params'],
  };
}
