import { z } from 'zod';
import { ENV_NAME_PATTERN } from './names.js';
import { ENV_VARIABLES } from './variables.js';

/** API shapes of the environment (GET /api/env/resolve, POST /api/env/backup, versions). */
export const ENV_VALUE_MAX_LENGTH = 16_384;
export const ENV_MAX_VARIABLES = 300;

export const EnvInputValueSchema = z.union([
  z.string().max(ENV_VALUE_MAX_LENGTH),
  z.number(),
  z.boolean(),
  z.null(),
]);

const NameSchema = z.string().min(1).max(256);
export const EnvInputSchema = z
  .record(NameSchema, EnvInputValueSchema)
  .refine(
    (env) => Object.keys(env).length <= ENV_MAX_VARIABLES,
    `At most ${ENV_MAX_VARIABLES} variables.`,
  );

export const EnvExtraInputSchema = z.object({ name: NameSchema, value: EnvInputValueSchema });

export const EnvBackupBodySchema = z.object({
  /** Only a cross-check: the tenant is always the request's (another one → 403). */
  tenant: z.string().min(1).max(63).optional(),
  env: EnvInputSchema,
  /** The form's list of extra variables (names must not collide with declared ones). */
  extras: z.array(EnvExtraInputSchema).max(ENV_MAX_VARIABLES).optional(),
  /** The version's key (ms since the epoch); the server's clock when omitted. */
  versionTs: z.number().int().positive().max(8_640_000_000_000_000).optional(),
});
export type EnvBackupBody = z.infer<typeof EnvBackupBodySchema>;

/** A stored or answered environment: names to strings. */
export const EnvValuesSchema = z.record(z.string(), z.string());

export const EnvVariableDescriptionSchema = z.object({
  name: z.string(),
  scope: z.enum(['public', 'server']),
  group: z.string(),
  required: z.boolean(),
  secret: z.boolean(),
  default: z.string().nullable(),
  fixed: z.string().nullable(),
});

export const EnvSchemaDescriptionSchema = z.object({
  /** Extra variable names must match it. */
  namePattern: z.string(),
  variables: z.array(EnvVariableDescriptionSchema),
});
export type EnvSchemaDescription = z.infer<typeof EnvSchemaDescriptionSchema>;

/** The declared variables as the admin form renders them (one input each, secrets masked). */
export const describeEnvSchema = (defaults: Record<string, string> = {}): EnvSchemaDescription => ({
  namePattern: ENV_NAME_PATTERN.source,
  variables: ENV_VARIABLES.map((variable) => ({
    name: variable.name,
    scope: variable.scope,
    group: variable.group,
    required: variable.required,
    secret: variable.secret,
    default: defaults[variable.name] ?? variable.default ?? null,
    fixed: variable.fixed ?? null,
  })),
});

export const EnvResolveResponseSchema = z.object({
  ok: z.literal(true),
  tenant: z.string(),
  /** The saved version's timestamp, null before the first save. */
  ts: z.number().nullable(),
  updatedAt: z.string().nullable(),
  /** Saved values; secrets masked. */
  env: EnvValuesSchema,
  /** Names in `env` whose value is masked. */
  masked: z.array(z.string()),
  /** Names in `env` that the schema does not declare. */
  extras: z.array(z.string()),
  schema: EnvSchemaDescriptionSchema,
});

export const EnvBackupResponseSchema = z.object({
  ok: z.literal(true),
  ts: z.number(),
  env: EnvValuesSchema,
});

export const EnvVersionsResponseSchema = z.object({
  versions: z.array(z.object({ ts: z.number(), createdAt: z.string().nullable() })),
});
