import { describe, expect, it } from 'vitest';
import { isEnvName, looksSecretName } from './names.js';

describe('isEnvName', () => {
  it.each(['A', 'MY_VAR', 'X1', 'A_B_C_2', 'TRAILING_', `A${'B'.repeat(127)}`])(
    'accepts %s',
    (name) => {
      expect(isEnvName(name)).toBe(true);
    },
  );

  it.each([
    '',
    'my_var',
    'My_Var',
    '1ABC',
    '_ABC',
    'MY-VAR',
    'MY VAR',
    'MY.VAR',
    'ÑANDÚ',
    `A${'B'.repeat(128)}`,
  ])('refuses %j', (name) => {
    expect(isEnvName(name)).toBe(false);
  });
});

describe('looksSecretName', () => {
  it.each([
    'MY_SECRET',
    'SECRET',
    'DB_PASSWORD',
    'SLACK_TOKEN',
    'SOME_API_KEY',
    'PRIVATE_THING',
    'SENTRY_DSN',
    'X_KEY_ID',
    'GITHUB_WEBHOOK',
  ])('treats %s as secret', (name) => {
    expect(looksSecretName(name)).toBe(true);
  });

  it.each(['SITE_TITLE', 'KEYBOARD_LAYOUT', 'MONKEY', 'PASSAGE', 'TOKENIZER', 'FEATURE_FLAG'])(
    'treats %s as public',
    (name) => {
      expect(looksSecretName(name)).toBe(false);
    },
  );
});
