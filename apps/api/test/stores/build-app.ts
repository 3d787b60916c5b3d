import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

/**
 * The real app.ts on a temporary data folder (removed on close), registered through fp() so the
 * tests can reach its decorators (`documents`, `blobs`) from the root instance.
 */
export async function buildStoresApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-stores-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  const fastify = Fastify(serverOptions(config));
  fastify.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }));
  await fastify.register(fp(app), { config });
  await fastify.ready();
  return fastify;
}

export const hostOf = (port: number) => ({ host: `localhost:${port}` });
