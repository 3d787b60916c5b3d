import { looksMasked, maskSecret } from './mask.js';
import { isEnvName } from './names.js';
import { ENV_VARIABLES, envVariable, isSecretEnvName, SERVER_ROLE_NAMES } from './variables.js';

/** A value as the form may send it: numbers and booleans become strings, null means "not set". */
export type EnvInputValue = string | number | boolean | null | undefined;

export type EnvIssueCode =
  | 'ENV_NAME_FORMAT'
  | 'ENV_NAME_COLLISION'
  | 'ENV_NAME_DUPLICATE'
  | 'ENV_NAME_RESERVED'
  | 'ENV_REQUIRED_MISSING'
  | 'ENV_VALUE_INVALID'
  | 'ENV_FIXED_VALUE'
  | 'ENV_MASKED_VALUE';

/** `name` only, never the value: issues end up in answers and logs. */
export interface EnvIssue {
  name: string;
  code: EnvIssueCode;
}

export interface EnvSaveInput {
  /** Declared variables and extras by name. */
  env: Record<string, EnvInputValue>;
  /** The form's list of extra variables; a name already declared is refused. */
  extras?: readonly { name: string; value: EnvInputValue }[];
}

export interface EnvSaveOptions {
  /** Defaults that depend on the place of the save, e.g. DEFAULT_TENANT = the tenant. */
  defaults?: Record<string, string>;
  /** The stored clear value of a secret, to keep it when its mask comes back unchanged. */
  previous?: (name: string) => string | undefined;
}

export type EnvSaveResult =
  { ok: true; env: Record<string, string> } | { ok: false; issues: EnvIssue[] };

/** Null, undefined and blank values count as "not set"; others become trimmed strings. */
const asText = (value: EnvInputValue): string | undefined => {
  if (value === null || value === undefined) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
};

/**
 * The environment to store from what the form sent: nulls dropped, values as
 * strings, declared values checked, defaults and fixed values filled in, extra names UPPER_SNAKE
 * and not colliding with a declared one. A save replaces the whole environment. Values are in
 * clear here; sealing secrets is the caller's job.
 */
export function prepareEnvSave(input: EnvSaveInput, options: EnvSaveOptions = {}): EnvSaveResult {
  const issues: EnvIssue[] = [];
  const env: Record<string, string> = {};
  const entries = Object.entries(input.env).map(([name, value]) => ({
    name,
    value,
    fromList: false,
  }));
  const extras = (input.extras ?? []).map(({ name, value }) => ({ name, value, fromList: true }));
  const seen = new Set<string>();

  for (const { name, value, fromList } of [...entries, ...extras]) {
    const declared = envVariable(name);
    if (fromList && declared) {
      issues.push({ name, code: 'ENV_NAME_COLLISION' });
      continue;
    }
    if (!declared && !isEnvName(name)) {
      issues.push({ name, code: 'ENV_NAME_FORMAT' });
      continue;
    }
    // Roles are given in the access section, never through a tenant's environment.
    if (SERVER_ROLE_NAMES.has(name)) {
      issues.push({ name, code: 'ENV_NAME_RESERVED' });
      continue;
    }
    if (seen.has(name)) {
      issues.push({ name, code: 'ENV_NAME_DUPLICATE' });
      continue;
    }
    seen.add(name);
    let text = asText(value);
    if (text === undefined) continue;
    if (isSecretEnvName(name) && looksMasked(text)) {
      const previous = options.previous?.(name);
      if (previous === undefined || maskSecret(previous) !== text) {
        issues.push({ name, code: 'ENV_MASKED_VALUE' });
        continue;
      }
      text = previous;
    }
    if (declared?.fixed !== undefined && text !== declared.fixed) {
      issues.push({ name, code: 'ENV_FIXED_VALUE' });
      continue;
    }
    const parsed = declared
      ? declared.value.safeParse(text)
      : { success: true as const, data: text };
    if (!parsed.success) issues.push({ name, code: 'ENV_VALUE_INVALID' });
    else env[name] = parsed.data;
  }

  for (const variable of ENV_VARIABLES) {
    if (env[variable.name] !== undefined || issues.some((issue) => issue.name === variable.name))
      continue;
    const fallback = variable.fixed ?? options.defaults?.[variable.name] ?? variable.default;
    if (fallback !== undefined) env[variable.name] = fallback;
    else if (variable.required) issues.push({ name: variable.name, code: 'ENV_REQUIRED_MISSING' });
  }

  const locales = env.LOCALES?.split(',') ?? [];
  if (env.DEFAULT_LOCALE && env.LOCALES && !locales.includes(env.DEFAULT_LOCALE)) {
    issues.push({ name: 'DEFAULT_LOCALE', code: 'ENV_VALUE_INVALID' });
  }
  return issues.length ? { ok: false, issues } : { ok: true, env };
}

/** What an answer may show: clear public values, masked secrets. */
export function maskEnv(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).map(([name, value]) => [
      name,
      isSecretEnvName(name) ? maskSecret(value) : value,
    ]),
  );
}
