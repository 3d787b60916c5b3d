import { describe, expect, it } from 'vitest';
import { maskEnv, prepareEnvSave, type EnvSaveInput, type EnvSaveOptions } from './prepare-save.js';

const BASE = {
  DEFAULT_TENANT: 'restaurant',
  LOCALES: 'es,en,fr',
  DEFAULT_LOCALE: 'es',
  BRANDING_DOC_PATH: 'branding/default',
  SETTINGS_DOC_PATH: 'settings/default',
  STYLES_DOC_PATH: 'styles/default',
  I18N_COLLECTION: 'i18n_global',
  MANIFEST_ICONS_PATH: 'manifest/icons',
  MANIFEST_SCREENSHOTS_PATH: 'manifest/screenshots',
  CACHE_HOURS: '12',
  PAYPAL_ENV: 'sandbox',
  OPENAI_MODEL: 'gpt-5-nano',
};

const save = (input: EnvSaveInput, options?: EnvSaveOptions) => prepareEnvSave(input, options);
const saved = (input: EnvSaveInput, options?: EnvSaveOptions) => {
  const result = save(input, options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.env;
};
const issuesOf = (input: EnvSaveInput, options?: EnvSaveOptions) => {
  const result = save(input, options);
  return result.ok ? [] : result.issues;
};

describe('prepareEnvSave — defaults and required variables', () => {
  it('fills every default and fixed value, the tenant from the context', () => {
    expect(saved({ env: {} }, { defaults: { DEFAULT_TENANT: 'restaurant' } })).toEqual(BASE);
  });

  it('reports a required variable without value or default', () => {
    expect(issuesOf({ env: {} })).toEqual([
      { name: 'DEFAULT_TENANT', code: 'ENV_REQUIRED_MISSING' },
    ]);
  });

  it('leaves optional variables out when not given', () => {
    expect(saved({ env: { DEFAULT_TENANT: 'x' } })).not.toHaveProperty('OPENAI_API_KEY');
  });
});

describe('prepareEnvSave — values', () => {
  it('drops nulls, undefined and blank values (a required one falls back to its default)', () => {
    const env = saved({
      env: {
        DEFAULT_TENANT: 'x',
        OPENAI_API_KEY: null,
        EXTRA_ONE: null,
        EXTRA_TWO: '   ',
        CACHE_HOURS: null,
        X: undefined,
      },
    });
    expect(env).not.toHaveProperty('OPENAI_API_KEY');
    expect(env).not.toHaveProperty('EXTRA_ONE');
    expect(env).not.toHaveProperty('EXTRA_TWO');
    expect(env).not.toHaveProperty('X');
    expect(env.CACHE_HOURS).toBe('12');
  });

  it('saves numbers and booleans as strings, trimmed text as is', () => {
    const env = saved({
      env: {
        DEFAULT_TENANT: 'x',
        CACHE_HOURS: 6,
        FEATURE_ON: true,
        RETRIES: 3.5,
        NOTE: '  hola  ',
      },
    });
    expect(env).toMatchObject({
      CACHE_HOURS: '6',
      FEATURE_ON: 'true',
      RETRIES: '3.5',
      NOTE: 'hola',
    });
    for (const value of Object.values(env)) expect(typeof value).toBe('string');
  });

  it('normalises lists', () => {
    const env = saved({
      env: {
        DEFAULT_TENANT: 'x',
        LOCALES: ' EN , es ',
        DEFAULT_LOCALE: 'en',
        MANIFEST_ICONS_PATH: 'pwa/icons/',
      },
    });
    expect(env).toMatchObject({ LOCALES: 'en,es', MANIFEST_ICONS_PATH: 'pwa/icons' });
  });

  it.each(['SUPER_ADMIN_EMAILS', 'HARD_ADMIN_EMAILS', 'ADMIN_EMAILS', 'ADMIN_DOMAINS'])(
    'refuses the server role list %s, as a variable or an extra (roles come from the access section)',
    (name) => {
      for (const input of [
        { env: { DEFAULT_TENANT: 'x', [name]: 'a@example.com' } },
        { env: { DEFAULT_TENANT: 'x' }, extras: [{ name, value: 'a@example.com' }] },
      ]) {
        const result = prepareEnvSave(input);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.issues).toContainEqual({ name, code: 'ENV_NAME_RESERVED' });
      }
    },
  );

  it.each([
    ['DEFAULT_TENANT', 'bad tenant!'],
    ['LOCALES', 'es,de'],
    ['LOCALES', 'es,es'],
    ['LOCALES', ','],
    ['DEFAULT_LOCALE', 'de'],
    ['BRANDING_DOC_PATH', 'branding'],
    ['SETTINGS_DOC_PATH', 'settings/default/extra'],
    ['STYLES_DOC_PATH', 'styles/../x'],
    ['I18N_COLLECTION', 'i18n/global'],
    ['MANIFEST_SCREENSHOTS_PATH', '../escape'],
    ['CACHE_HOURS', '-1'],
    ['CACHE_HOURS', 'twelve'],
    ['CACHE_HOURS', '9000'],
    ['STRIPE_PUBLISHABLE_KEY', 'sk_test_abc'],
    ['STRIPE_SECRET_KEY', 'pk_test_abc'],
    ['STRIPE_WEBHOOK_SECRET', 'abc'],
    ['VAPID_PUBLIC_KEY', 'not base64!'],
    ['VAPID_SUBJECT', 'http://insecure.example'],
    ['OPENAI_API_KEY', 'has space'],
  ])('refuses %s = %j', (name, value) => {
    expect(issuesOf({ env: { DEFAULT_TENANT: 'x', [name]: value } })).toEqual([
      { name, code: 'ENV_VALUE_INVALID' },
    ]);
  });

  it('refuses a default locale outside the locale list', () => {
    expect(issuesOf({ env: { DEFAULT_TENANT: 'x', LOCALES: 'en,fr' } })).toEqual([
      { name: 'DEFAULT_LOCALE', code: 'ENV_VALUE_INVALID' },
    ]);
  });

  it('accepts the fixed values and refuses any other', () => {
    expect(
      saved({ env: { DEFAULT_TENANT: 'x', OPENAI_MODEL: 'gpt-5-nano', PAYPAL_ENV: 'sandbox' } }),
    ).toEqual({ ...BASE, DEFAULT_TENANT: 'x' });
    expect(
      issuesOf({ env: { DEFAULT_TENANT: 'x', OPENAI_MODEL: 'gpt-4o', PAYPAL_ENV: 'live' } }),
    ).toEqual([
      { name: 'OPENAI_MODEL', code: 'ENV_FIXED_VALUE' },
      { name: 'PAYPAL_ENV', code: 'ENV_FIXED_VALUE' },
    ]);
  });

  it('accepts valid optional keys', () => {
    const keys = {
      PAYPAL_CLIENT_ID: 'AbC-123_x',
      PAYPAL_CLIENT_SECRET: 'EFG-secret-456',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_SECRET_KEY: 'sk_live_456',
      STRIPE_WEBHOOK_SECRET: 'whsec_789',
      GOOGLE_MAPS_API_KEY: 'AIzaSyExample',
      VAPID_PUBLIC_KEY:
        'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
      VAPID_PRIVATE_KEY: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
      VAPID_SUBJECT: 'mailto:owner@example.com',
      OPENAI_API_KEY: 'sk-proj-abc',
    };
    expect(saved({ env: { DEFAULT_TENANT: 'x', ...keys } })).toMatchObject(keys);
  });
});

describe('prepareEnvSave — extra variables', () => {
  it('keeps extras given in the map or in the list', () => {
    const env = saved({
      env: { DEFAULT_TENANT: 'x', SITE_TITLE: 'Bar' },
      extras: [{ name: 'MY_FLAG', value: 1 }],
    });
    expect(env).toMatchObject({ SITE_TITLE: 'Bar', MY_FLAG: '1' });
  });

  it('refuses an extra that collides with a declared variable', () => {
    expect(
      issuesOf({ env: { DEFAULT_TENANT: 'x' }, extras: [{ name: 'CACHE_HOURS', value: '1' }] }),
    ).toEqual([{ name: 'CACHE_HOURS', code: 'ENV_NAME_COLLISION' }]);
  });

  it.each(['lower_case', 'Mixed', '1START', 'WITH-DASH', 'WITH SPACE', '_LEADING'])(
    'refuses the name %j',
    (name) => {
      expect(issuesOf({ env: { DEFAULT_TENANT: 'x', [name]: 'v' } })).toEqual([
        { name, code: 'ENV_NAME_FORMAT' },
      ]);
      expect(issuesOf({ env: { DEFAULT_TENANT: 'x' }, extras: [{ name, value: 'v' }] })).toEqual([
        { name, code: 'ENV_NAME_FORMAT' },
      ]);
    },
  );

  it('refuses the same extra twice', () => {
    expect(
      issuesOf({
        env: { DEFAULT_TENANT: 'x', MY_VAR: 'a' },
        extras: [{ name: 'MY_VAR', value: 'b' }],
      }),
    ).toEqual([{ name: 'MY_VAR', code: 'ENV_NAME_DUPLICATE' }]);
  });

  it('lists every issue at once', () => {
    const issues = issuesOf({
      env: { bad: '1', LOCALES: 'xx' },
      extras: [{ name: 'LOCALES', value: 'es' }],
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        { name: 'bad', code: 'ENV_NAME_FORMAT' },
        { name: 'LOCALES', code: 'ENV_VALUE_INVALID' },
        { name: 'LOCALES', code: 'ENV_NAME_COLLISION' },
        { name: 'DEFAULT_TENANT', code: 'ENV_REQUIRED_MISSING' },
      ]),
    );
  });
});

describe('prepareEnvSave — masked secrets', () => {
  const previous = (name: string) =>
    ({ OPENAI_API_KEY: 'sk-proj-abcdef123456', MY_TOKEN: 'tok', SITE_NOTE: 'x' })[name];

  it('keeps the stored secret when its mask comes back unchanged', () => {
    const env = saved(
      { env: { DEFAULT_TENANT: 'x', OPENAI_API_KEY: '••••3456', MY_TOKEN: '••••' } },
      { previous },
    );
    expect(env).toMatchObject({ OPENAI_API_KEY: 'sk-proj-abcdef123456', MY_TOKEN: 'tok' });
  });

  it('takes a newly typed secret', () => {
    expect(
      saved({ env: { DEFAULT_TENANT: 'x', OPENAI_API_KEY: 'sk-new' } }, { previous })
        .OPENAI_API_KEY,
    ).toBe('sk-new');
  });

  it('refuses a mask that is not the stored secret’s, or without a stored secret', () => {
    expect(
      issuesOf({ env: { DEFAULT_TENANT: 'x', OPENAI_API_KEY: '••••9999' } }, { previous }),
    ).toEqual([{ name: 'OPENAI_API_KEY', code: 'ENV_MASKED_VALUE' }]);
    expect(issuesOf({ env: { DEFAULT_TENANT: 'x', STRIPE_SECRET_KEY: '••••' } })).toEqual([
      { name: 'STRIPE_SECRET_KEY', code: 'ENV_MASKED_VALUE' },
    ]);
  });

  it('treats a leading mask in a public value as text', () => {
    expect(
      saved({ env: { DEFAULT_TENANT: 'x', PUBLIC_SITE_NOTE: '••••x' } }, { previous })
        .PUBLIC_SITE_NOTE,
    ).toBe('••••x');
  });

  it('drops a secret left out of the save', () => {
    expect(saved({ env: { DEFAULT_TENANT: 'x' } }, { previous })).not.toHaveProperty(
      'OPENAI_API_KEY',
    );
  });
});

describe('maskEnv', () => {
  it('masks declared secrets and every extra not marked PUBLIC_; leaves public values clear', () => {
    expect(
      maskEnv({
        OPENAI_API_KEY: 'sk-proj-abcdef123456',
        CACHE_HOURS: '12',
        MY_SECRET: 'abcdefghijklmnop',
        SMTP_URL: 'smtp://user:pass@mail.example.com',
        TITLE: 'Bar',
        PUBLIC_TITLE: 'Bar',
      }),
    ).toEqual({
      OPENAI_API_KEY: '••••3456',
      CACHE_HOURS: '12',
      MY_SECRET: '••••mnop',
      SMTP_URL: '••••.com',
      TITLE: '••••',
      PUBLIC_TITLE: 'Bar',
    });
  });
});
