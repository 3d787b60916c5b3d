import { describe, expect, it } from 'vitest';
import { checkExtras, formValuesOf, type ResolvedEnv, toBackupBody } from './env-form';

const variable = (
  name: string,
  extra: Partial<ResolvedEnv['schema']['variables'][number]> = {},
) => ({
  name,
  scope: 'server' as const,
  group: 'ai',
  required: false,
  secret: false,
  default: null,
  fixed: null,
  ...extra,
});

const resolved: ResolvedEnv = {
  ok: true,
  tenant: 'restaurant',
  ts: 1,
  updatedAt: null,
  env: { OPENAI_API_KEY: '••••1111', CACHE_HOURS: '6', MY_TOKEN: 'abc' },
  masked: ['OPENAI_API_KEY'],
  extras: ['MY_TOKEN'],
  schema: {
    namePattern: '^[A-Z][A-Z0-9_]*$',
    variables: [
      variable('OPENAI_API_KEY', { secret: true }),
      variable('CACHE_HOURS', { default: '24' }),
      variable('DEFAULT_LOCALE', { default: 'es' }),
      variable('AI_MODEL', { fixed: 'gpt-4o-mini' }),
    ],
  },
};

describe('the environment form', () => {
  it('starts from the saved values, the masks, the defaults and the fixed values', () => {
    expect(formValuesOf(resolved)).toEqual({
      values: {
        OPENAI_API_KEY: '••••1111',
        CACHE_HOURS: '6',
        DEFAULT_LOCALE: 'es',
        AI_MODEL: 'gpt-4o-mini',
      },
      extras: [{ name: 'MY_TOKEN', value: 'abc' }],
    });
  });

  it('refuses an extra named like a declared variable, a bad name, a duplicate; ignores blanks', () => {
    const declared = resolved.schema.variables.map((v) => v.name);
    expect(
      checkExtras(
        [
          { name: 'CACHE_HOURS', value: '1' },
          { name: 'lower_case', value: '1' },
          { name: 'GOOD_ONE', value: '1' },
          { name: 'GOOD_ONE', value: '2' },
          { name: '', value: '' },
          { name: ' ', value: 'orphan' },
        ],
        declared,
        resolved.schema.namePattern,
      ),
    ).toEqual([
      { index: 0, code: 'collision' },
      { index: 1, code: 'nameFormat' },
      { index: 3, code: 'duplicate' },
      { index: 5, code: 'nameMissing' },
    ]);
  });

  it('sends blanks as not set and the extras as a list', () => {
    const values = formValuesOf(resolved);
    values.values.CACHE_HOURS = '  ';
    values.extras.push({ name: ' NEW_ONE ', value: 'x' }, { name: '', value: '' });
    expect(toBackupBody(values, resolved)).toEqual({
      env: {
        OPENAI_API_KEY: '••••1111',
        CACHE_HOURS: null,
        DEFAULT_LOCALE: 'es',
        AI_MODEL: 'gpt-4o-mini',
      },
      extras: [
        { name: 'MY_TOKEN', value: 'abc' },
        { name: 'NEW_ONE', value: 'x' },
      ],
    });
  });
});

describe('the difference between two versions', () => {
  it('lists the variables added, removed or changed, by name', async () => {
    const { envChanges } = await import('./env-changes');
    expect(envChanges({ A: '1', B: '2', D: '4' }, { A: '1', B: '3', C: '9' })).toEqual([
      { name: 'B', then: '3', now: '2' },
      { name: 'C', then: '9', now: null },
      { name: 'D', then: null, now: '4' },
    ]);
  });
});
