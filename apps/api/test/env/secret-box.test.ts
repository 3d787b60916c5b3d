import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';
import {
  createSecretBox,
  decodeEncryptionKey,
  isSealed,
  KEY_FILE_NAME,
  loadEncryptionKey,
  SecretBoxError,
} from '../../src/lib/security/secret-box.js';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'bar-env-key-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A logger that keeps what it was told, to check the warning and that no key is in it. */
const recorder = () => {
  const lines: string[] = [];
  return {
    lines,
    warn: (details: object, message: string) => lines.push(JSON.stringify({ details, message })),
  };
};

const SECRET = 'sk-proj-this-is-a-secret-0001';

describe('the secret box (AES-256-GCM)', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to a string without the clear value and opens it again', () => {
    const sealed = box.seal('OPENAI_API_KEY', SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).toMatch(/^enc:v1:[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open('OPENAI_API_KEY', sealed)).toBe(SECRET);
  });

  it('uses a fresh IV per value', () => {
    expect(box.seal('X_KEY', SECRET)).not.toBe(box.seal('X_KEY', SECRET));
  });

  it('keeps any text, the empty one and non-Latin characters included', () => {
    for (const value of ['', 'ñandú ☕ 😀', 'x'.repeat(16_384)])
      expect(box.open('A', box.seal('A', value))).toBe(value);
  });

  it('cannot be opened with another key: a clear error that names the variable, not the value', () => {
    const sealed = box.seal('STRIPE_SECRET_KEY', SECRET);
    const other = createSecretBox(randomBytes(32));
    expect(() => other.open('STRIPE_SECRET_KEY', sealed)).toThrow(SecretBoxError);
    try {
      other.open('STRIPE_SECRET_KEY', sealed);
    } catch (err) {
      expect((err as Error).message).toBe(
        'The value of STRIPE_SECRET_KEY cannot be decrypted: wrong ENV_ENCRYPTION_KEY or damaged value',
      );
      expect((err as Error).message).not.toContain(SECRET);
    }
  });

  it('is bound to the variable’s name and detects damage', () => {
    const sealed = box.seal('STRIPE_SECRET_KEY', SECRET);
    expect(() => box.open('OPENAI_API_KEY', sealed)).toThrow(SecretBoxError);
    // One bit flipped in each part in turn: IV, tag, ciphertext.
    const parts = sealed.slice('enc:v1:'.length).split('.');
    for (let i = 0; i < parts.length; i += 1) {
      const bytes = Buffer.from(parts[i]!, 'base64url');
      bytes[0]! ^= 1;
      const damaged = `enc:v1:${parts.map((part, j) => (j === i ? bytes.toString('base64url') : part)).join('.')}`;
      expect(() => box.open('STRIPE_SECRET_KEY', damaged)).toThrow(SecretBoxError);
    }
    for (const broken of ['enc:v1:', 'enc:v1:a.b', 'plain', 'enc:v1:..']) {
      expect(() => box.open('STRIPE_SECRET_KEY', broken)).toThrow(SecretBoxError);
    }
  });

  it('refuses keys that are not 32 bytes', () => {
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32 bytes/);
  });
});

describe('ENV_ENCRYPTION_KEY', () => {
  const key = randomBytes(32);

  it.each([
    ['hex', key.toString('hex')],
    ['base64', key.toString('base64')],
    ['base64url', key.toString('base64url')],
  ])('is read as %s', (_format, text) => {
    expect(loadConfig({ ENV_ENCRYPTION_KEY: text }).ENV_ENCRYPTION_KEY).toBe(text);
    expect(decodeEncryptionKey(text).equals(key)).toBe(true);
  });

  it.each([
    ['a trailing newline', `${key.toString('hex')}\n`],
    ['a trailing CRLF', `${key.toString('base64')}\r\n`],
    ['surrounding spaces', `  ${key.toString('base64url')} `],
  ])('is read with %s dropped (a secret written with echo or openssl | gcloud)', (_what, text) => {
    const config = loadConfig({ ENV_ENCRYPTION_KEY: text });
    expect(config.ENV_ENCRYPTION_KEY).toBe(text.trim());
    const loaded = loadEncryptionKey(config, recorder());
    expect(loaded.equals(key)).toBe(true);
    // What the trimmed key seals, the key as written without the newline opens.
    const sealed = createSecretBox(loaded).seal('SMTP_PASSWORD', 'hunter2');
    expect(createSecretBox(key).open('SMTP_PASSWORD', sealed)).toBe('hunter2');
  });

  it.each([
    'too-short',
    `${key.toString('hex').slice(2)}\n`,
    '\t\n',
    key.toString('hex').slice(2),
    randomBytes(31).toString('base64'),
    `${key.toString('hex')}00`,
  ])('refuses %j at boot without echoing it', (text) => {
    try {
      loadConfig({ ENV_ENCRYPTION_KEY: text });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems).toEqual([
        'ENV_ENCRYPTION_KEY=(hidden): expected 32 bytes: 64 hex digits or base64',
      ]);
      expect((err as Error).message).not.toContain(text);
    }
  });

  it('is used as configured, without any file or warning', () => {
    const dir = tempDir();
    const log = recorder();
    const loaded = loadEncryptionKey(
      { ...loadConfig({ DATA_DIR: dir, ENV_ENCRYPTION_KEY: key.toString('hex') }) },
      log,
    );
    expect(loaded.equals(key)).toBe(true);
    expect(log.lines).toEqual([]);
    expect(() => statSync(join(dir, KEY_FILE_NAME))).toThrow();
  });

  it('when unset, comes from a 0600 file under DATA_DIR, created once, with one warning that holds no key', () => {
    const dir = tempDir();
    const log = recorder();
    const config = loadConfig({ DATA_DIR: dir, NODE_ENV: 'development' });
    const first = loadEncryptionKey(config, log);
    const again = loadEncryptionKey(config, log);
    expect(again.equals(first)).toBe(true);
    const file = join(dir, KEY_FILE_NAME);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decodeEncryptionKey(readFileSync(file, 'utf8').trim()).equals(first)).toBe(true);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toContain('ENV_ENCRYPTION_KEY is not set');
    for (const text of [
      first.toString('hex'),
      first.toString('base64'),
      first.toString('base64url'),
    ]) {
      expect(log.lines[0]).not.toContain(text);
    }
  });

  it('keeps a key file another process wrote, and says so clearly when it is damaged', () => {
    const dir = tempDir();
    writeFileSync(join(dir, KEY_FILE_NAME), `${key.toString('base64url')}\n`, { mode: 0o644 });
    expect(loadEncryptionKey(loadConfig({ DATA_DIR: dir }), recorder()).equals(key)).toBe(true);
    expect(statSync(join(dir, KEY_FILE_NAME)).mode & 0o777).toBe(0o600);
    const damaged = tempDir();
    writeFileSync(join(damaged, KEY_FILE_NAME), 'nonsense');
    expect(() => loadEncryptionKey(loadConfig({ DATA_DIR: damaged }), recorder())).toThrow(
      /does not hold a 32-byte key/,
    );
  });

  it('is required to start in production on Firestore', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DRIVER: 'firestore',
      DATA_DIR: tempDir(),
    });
    expect(() => loadEncryptionKey(config, recorder())).toThrow(ConfigError);
    expect(() => loadEncryptionKey(config, recorder())).toThrow(
      /ENV_ENCRYPTION_KEY="": required with NODE_ENV=production and DATA_DRIVER=firestore/,
    );
  });

  it('falls back to the key file in production on SQLite (the local stack), with the warning', () => {
    const log = recorder();
    loadEncryptionKey(
      loadConfig({ NODE_ENV: 'production', DATA_DRIVER: 'sqlite', DATA_DIR: tempDir() }),
      log,
    );
    expect(log.lines).toHaveLength(1);
  });
});
