import type { ContractAnswer, ContractBody } from '@bar/domain/api/contract';
import type { backupEnvContract, resolveEnvContract } from '@bar/domain/api/env';

export type ResolvedEnv = ContractAnswer<typeof resolveEnvContract>;
export type BackupBody = ContractBody<typeof backupEnvContract>;

/** The form: one value per declared variable, and the extra variables as rows. */
export type EnvFormValues = {
  values: Record<string, string>;
  extras: { name: string; value: string }[];
};

export type ExtraErrorCode = 'nameMissing' | 'nameFormat' | 'collision' | 'duplicate';
export type ExtraError = { index: number; code: ExtraErrorCode };

/**
 * What the form starts from: the saved values (a secret as its mask, which sent back unchanged
 * keeps the stored secret), else the declared default; a fixed variable shows its one value.
 */
export function formValuesOf(resolved: ResolvedEnv): EnvFormValues {
  const values: Record<string, string> = {};
  for (const variable of resolved.schema.variables)
    values[variable.name] = variable.fixed ?? resolved.env[variable.name] ?? variable.default ?? '';
  return {
    values,
    extras: resolved.extras.map((name) => ({ name, value: resolved.env[name] ?? '' })),
  };
}

/**
 * The extra rows' problems, each by its row: a name is UPPER_SNAKE (the schema's pattern), not a
 * declared variable's ('Ya existe como requerida.') and not twice. An empty row is ignored.
 */
export function checkExtras(
  extras: EnvFormValues['extras'],
  declared: readonly string[],
  namePattern: string,
): ExtraError[] {
  const pattern = new RegExp(namePattern);
  const seen = new Set<string>();
  const errors: ExtraError[] = [];
  extras.forEach(({ name: raw, value }, index) => {
    const name = raw.trim();
    if (name === '' && value.trim() === '') return;
    let code: ExtraErrorCode | null = null;
    if (name === '') code = 'nameMissing';
    else if (declared.includes(name)) code = 'collision';
    else if (!pattern.test(name)) code = 'nameFormat';
    else if (seen.has(name)) code = 'duplicate';
    seen.add(name);
    if (code) errors.push({ index, code });
  });
  return errors;
}

/** The save's body: blank values are "not set" (null), the extras as the API's list. */
export function toBackupBody(values: EnvFormValues, resolved: ResolvedEnv): BackupBody {
  const env: Record<string, string | null> = {};
  for (const variable of resolved.schema.variables) {
    const value = (values.values[variable.name] ?? '').trim();
    env[variable.name] = value === '' ? null : value;
  }
  const extras = values.extras
    .map(({ name, value }) => ({ name: name.trim(), value: value.trim() === '' ? null : value }))
    .filter(({ name }) => name !== '');
  return { env, extras };
}
