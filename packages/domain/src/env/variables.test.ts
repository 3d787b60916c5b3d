import { describe, expect, it } from 'vitest';
import { isEnvName } from './names.js';
import { describeEnvSchema } from './schema.js';
import { ENV_VARIABLES, envVariable, isSecretEnvName } from './variables.js';

describe('the environment schema', () => {
  it('names every variable UPPER_SNAKE_CASE', () => {
    for (const variable of ENV_VARIABLES)
      expect(isEnvName(variable.name), variable.name).toBe(true);
  });

  it('declares the spec’s settings', () => {
    const names = ENV_VARIABLES.map((variable) => variable.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'DEFAULT_TENANT',
        'LOCALES',
        'DEFAULT_LOCALE',
        'BRANDING_DOC_PATH',
        'SETTINGS_DOC_PATH',
        'STYLES_DOC_PATH',
        'I18N_COLLECTION',
        'MANIFEST_ICONS_PATH',
        'MANIFEST_SCREENSHOTS_PATH',
        'PAYPAL_CLIENT_ID',
        'PAYPAL_CLIENT_SECRET',
        'PAYPAL_ENV',
        'STRIPE_PUBLISHABLE_KEY',
        'STRIPE_SECRET_KEY',
        'GOOGLE_MAPS_API_KEY',
        'VAPID_PUBLIC_KEY',
        'VAPID_PRIVATE_KEY',
        'OPENAI_API_KEY',
        'OPENAI_MODEL',
        'CACHE_HOURS',
      ]),
    );
  });

  it('gives the spec’s defaults and fixed values', () => {
    expect(envVariable('BRANDING_DOC_PATH')?.default).toBe('branding/default');
    expect(envVariable('SETTINGS_DOC_PATH')?.default).toBe('settings/default');
    expect(envVariable('STYLES_DOC_PATH')?.default).toBe('styles/default');
    expect(envVariable('I18N_COLLECTION')?.default).toBe('i18n_global');
    expect(envVariable('DEFAULT_LOCALE')?.default).toBe('es');
    expect(envVariable('OPENAI_MODEL')?.fixed).toBe('gpt-5-nano');
    expect(envVariable('PAYPAL_ENV')?.fixed).toBe('sandbox');
  });

  it('marks credentials secret and keeps them on the server; the role lists are not declared', () => {
    for (const name of ['SUPER_ADMIN_EMAILS', 'HARD_ADMIN_EMAILS', 'ADMIN_EMAILS', 'ADMIN_DOMAINS'])
      expect(envVariable(name), name).toBeUndefined();
    const secrets = ENV_VARIABLES.filter((variable) => variable.secret).map(
      (variable) => variable.name,
    );
    expect(secrets.sort()).toEqual(
      [
        'OPENAI_API_KEY',
        'PAYPAL_CLIENT_SECRET',
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'VAPID_PRIVATE_KEY',
      ].sort(),
    );
    for (const variable of ENV_VARIABLES.filter((v) => v.secret))
      expect(variable.scope).toBe('server');
  });

  it('reads secrecy from the declaration first; every extra is secret unless marked PUBLIC_', () => {
    expect(isSecretEnvName('GOOGLE_MAPS_API_KEY')).toBe(false);
    expect(isSecretEnvName('ADMIN_EMAILS')).toBe(true);
    expect(isSecretEnvName('MY_API_KEY')).toBe(true);
    for (const name of ['SMTP_URL', 'DATABASE_URL', 'SENDGRIDKEY', 'SITE_TITLE', 'RETRIES'])
      expect(isSecretEnvName(name), name).toBe(true);
    expect(isSecretEnvName('PUBLIC_SITE_TITLE')).toBe(false);
    expect(isSecretEnvName('PUBLIC_')).toBe(true);
    expect(isSecretEnvName('PUBLIC_STRIPE_SECRET')).toBe(true);
  });

  it('describes itself for the form, with context defaults', () => {
    const description = describeEnvSchema({ DEFAULT_TENANT: 'restaurant' });
    expect(description.namePattern).toBe('^[A-Z][A-Z0-9_]*$');
    expect(description.variables).toHaveLength(ENV_VARIABLES.length);
    expect(description.variables.find((v) => v.name === 'DEFAULT_TENANT')).toMatchObject({
      default: 'restaurant',
      required: true,
    });
    expect(description.variables.find((v) => v.name === 'OPENAI_API_KEY')).toEqual({
      name: 'OPENAI_API_KEY',
      scope: 'server',
      group: 'ai',
      required: false,
      secret: true,
      default: null,
      fixed: null,
    });
  });
});
