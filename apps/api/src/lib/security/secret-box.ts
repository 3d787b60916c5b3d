import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Config, ConfigError } from '../../config.js';

/**
 * Encryption at rest of environment secrets: AES-256-GCM (node:crypto), a fresh 12-byte IV per
 * value, the variable's name as additional data (a sealed value pasted under another name does
 * not open). A sealed value is a string, `enc:v1:<iv>.<tag>.<ciphertext>` in base64url, so the
 * stored environment stays "values saved as strings".
 * https://nodejs.org/api/crypto.html#class-cipheriv
 */
const PREFIX = 'enc:v1:';
const ALGORITHM = 'aes-256-gcm';
const KEY_BYTES = 32;
export const KEY_FILE_NAME = 'env-encryption.key';

/** A sealed value that does not open: another key, or a damaged value. Carries no secret. */
export class SecretBoxError extends Error {
  constructor(readonly variable: string) {
    super(
      `The value of ${variable} cannot be decrypted: wrong ENV_ENCRYPTION_KEY or damaged value`,
    );
    this.name = 'SecretBoxError';
  }
}

export interface SecretBox {
  seal(name: string, clear: string): string;
  open(name: string, sealed: string): string;
}

export const isSealed = (value: string): boolean => value.startsWith(PREFIX);

/** 64 hex digits or base64 / base64url of 32 bytes (the config schema checked the shape). */
export function decodeEncryptionKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : Buffer.from(text, 'base64url');
  if (key.length !== KEY_BYTES) throw new Error(`An encryption key must be ${KEY_BYTES} bytes`);
  return key;
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error(`An encryption key must be ${KEY_BYTES} bytes`);
  return {
    seal(name, clear) {
      const iv = randomBytes(12);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      cipher.setAAD(Buffer.from(name, 'utf8'));
      const data = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
      return (
        PREFIX + [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.')
      );
    },
    open(name, sealed) {
      const parts = isSealed(sealed) ? sealed.slice(PREFIX.length).split('.') : [];
      if (parts.length !== 3) throw new SecretBoxError(name);
      const [iv, tag, data] = parts.map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      try {
        const decipher = createDecipheriv(ALGORITHM, key, iv);
        decipher.setAAD(Buffer.from(name, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        // node:crypto's "unable to authenticate data" says nothing useful; ours names the cause.
        throw new SecretBoxError(name);
      }
    },
  };
}

export interface KeyLog {
  warn(details: object, message: string): void;
}

type KeyConfig = Pick<Config, 'ENV_ENCRYPTION_KEY' | 'NODE_ENV' | 'DATA_DRIVER' | 'DATA_DIR'>;

/** Key files already read by this process, so each is read and warned about once. */
const keyFiles = new Map<string, Buffer>();

/**
 * The configured key, else a random key kept in `DATA_DIR/env-encryption.key` (mode 0600) so a
 * local or test setup works without configuration. Production on Firestore refuses to start
 * without a key: its data lives elsewhere and a key on one instance's disk would be lost or
 * differ between instances. (Production on SQLite, e.g. a container with a volume, keeps the key
 * file next to the data it protects, so that case gets the warning only.)
 */
export function loadEncryptionKey(config: KeyConfig, log: KeyLog): Buffer {
  if (config.ENV_ENCRYPTION_KEY) return decodeEncryptionKey(config.ENV_ENCRYPTION_KEY);
  if (config.NODE_ENV === 'production' && config.DATA_DRIVER === 'firestore') {
    throw new ConfigError([
      'ENV_ENCRYPTION_KEY="": required with NODE_ENV=production and DATA_DRIVER=firestore',
    ]);
  }
  const file = resolve(config.DATA_DIR, KEY_FILE_NAME);
  const known = keyFiles.get(file);
  if (known) return known;
  const key = readOrCreateKeyFile(file);
  keyFiles.set(file, key);
  // The path only: the key itself is never logged.
  log.warn(
    { keyFile: file },
    'ENV_ENCRYPTION_KEY is not set; environment secrets use a key file under DATA_DIR',
  );
  return key;
}

function readOrCreateKeyFile(file: string): Buffer {
  mkdirSync(join(file, '..'), { recursive: true });
  try {
    // `wx`: two processes starting together cannot both create it; the loser reads the winner's.
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const text = readFileSync(file, 'utf8').trim();
  try {
    return decodeEncryptionKey(text);
  } catch {
    throw new Error(`${file} does not hold a 32-byte key; restore it or set ENV_ENCRYPTION_KEY`);
  }
}
