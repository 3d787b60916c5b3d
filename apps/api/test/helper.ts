import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import app, { serverOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/**
 * Builds the real application (the same app.ts the server runs) on a fresh temporary data
 * folder, for `app.inject` tests. Closed and cleaned after the calling test file.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (fastify: FastifyInstance) => Promise<void> | void,
): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-api-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { config });
  if (extend) await fastify.register(async (scope) => extend(scope));
  await fastify.ready();
  fastify.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }));
  return fastify;
}

export const hostOf = (port: number) => ({ host: `localhost:${port}` });
