import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import app, { serverOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { createSecretBox, KEY_FILE_NAME } from '../../src/lib/security/secret-box.js';
import { authEnv, bearer } from '../auth/auth-test-app.js';
import { buildEnvTestApp, envClient, type EnvTestApp, type ErrorBody } from './env-test-app.js';

const SECRET = 'sk-proj-never-in-a-log-line-4242';

// Accounts can be created once per file (their e-mails are unique per run): one set for both apps.
let t: EnvTestApp;
beforeAll(async () => {
  t = await buildEnvTestApp();
});
afterAll(() => t.app.close());

describe('secrets sealed with another key', () => {
  beforeAll(async () => {
    const foreign = createSecretBox(randomBytes(32));
    await t.documents.forTenant('restaurant').set('private/env', {
      env: { OPENAI_API_KEY: foreign.seal('OPENAI_API_KEY', SECRET), CACHE_HOURS: '3' },
      updatedAt: '2025-01-01T00:00:00.000Z',
      ts: 1,
    });
  });

  it('are a clear 409 on resolve, naming the variables, never a 500', async () => {
    const res = await envClient(t).resolve(3002, t.callers.owner, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'ENV_KEY_MISMATCH',
      message:
        'The saved secrets cannot be decrypted with the configured key (ENV_ENCRYPTION_KEY).',
      issues: [{ path: 'env.OPENAI_API_KEY', code: 'ENV_KEY_MISMATCH' }],
    });
  });

  it('cannot be kept by sending their mask back (409), but can be typed again', async () => {
    const client = envClient(t);
    const masked = await client.backup({ env: { OPENAI_API_KEY: '••••4242' } });
    expect(masked.statusCode).toBe(409);
    expect(masked.json<ErrorBody>().error.code).toBe('ENV_KEY_MISMATCH');
    const retyped = await client.backup({
      env: { OPENAI_API_KEY: 'sk-proj-a-new-key-0007', CACHE_HOURS: 3 },
    });
    expect(retyped.statusCode).toBe(200);
    const resolved = await client.resolve();
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json<{ env: Record<string, string> }>().env.OPENAI_API_KEY).toBe('••••0007');
  });
});

describe('logs', () => {
  const lines: string[] = [];
  let fastify: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    const host = inject('authEmulatorHost');
    dataDir = mkdtempSync(join(tmpdir(), 'bar-env-logs-'));
    // No ENV_ENCRYPTION_KEY: the key comes from the file, and must not show in the log either.
    const config = loadConfig({
      ...authEnv(host),
      LOG_LEVEL: 'trace',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
    });
    const options = serverOptions(config);
    fastify = Fastify({
      ...options,
      logger: {
        ...(options.logger as object),
        stream: { write: (line: string) => lines.push(line) },
      },
    });
    await fastify.register(fp(async (scope) => app(scope, { config })));
    await fastify.ready();
  });
  afterAll(async () => {
    await fastify.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('never hold a value, a sealed value or the key, at trace level', async () => {
    const send = (payload: object) =>
      fastify.inject({
        method: 'POST',
        url: '/api/env/backup',
        payload,
        headers: { host: 'localhost:3002', ...bearer(t.callers.owner) },
      });
    expect((await send({ env: { OPENAI_API_KEY: SECRET, MY_TOKEN: SECRET } })).statusCode).toBe(
      200,
    );
    expect((await send({ env: { VAPID_SUBJECT: SECRET, bad_name: SECRET } })).statusCode).toBe(400);
    expect((await send({ env: { OPENAI_API_KEY: { nested: SECRET } } })).statusCode).toBe(400);
    expect((await send({ env: { OPENAI_API_KEY: '••••9999' } })).statusCode).toBe(400);
    const resolved = await fastify.inject({
      url: '/api/env/resolve',
      headers: { host: 'localhost:3002', ...bearer(t.callers.owner) },
    });
    expect(resolved.statusCode).toBe(200);

    const stored = (await fastify.documents.forTenant('restaurant').get('private/env'))!
      .env as Record<string, string>;
    const key = readFileSync(join(dataDir, KEY_FILE_NAME), 'utf8').trim();
    const log = lines.join('');
    expect(log).toContain('ENV_ENCRYPTION_KEY is not set');
    expect(log).toContain('request completed');
    for (const forbidden of [
      SECRET,
      stored.OPENAI_API_KEY!,
      stored.MY_TOKEN!,
      key,
      Buffer.from(key, 'base64url').toString('hex'),
    ]) {
      expect(log).not.toContain(forbidden);
    }
  });
});
