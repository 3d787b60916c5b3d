import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import app, { serverOptions } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { addMember } from '../src/repositories/members.js';

export interface CollectedRoute {
  method: string;
  url: string;
  access: unknown;
  /** The body types the route declares (`multipart/form-data` for uploads), if any. */
  consumes: readonly string[];
}

/**
 * The real application (the same app.ts the server runs) on a fresh temporary data folder, for
 * `app.inject` tests; the folder goes when the app closes. As in fastify/demo's helper, the app
 * is registered through fp() so tests reach its decorators (`documents`, `blobs`, …) from the
 * root. `extend` adds test-only routes inside the app's context, where its hooks, validator and
 * error handler apply. `routes` lists every route the app registered (an onRoute hook added
 * before the app sees them all, wherever they are registered).
 */
export async function buildApp(
  env: Record<string, string> = {},
  extend?: (fastify: FastifyInstance) => Promise<void> | void,
): Promise<{ app: FastifyInstance; routes: CollectedRoute[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-api-'));
  // TEST_MEMBERS (`tenant=email,…`, not a setting of the app): admins written into the members
  // store before the tests run, as the access control tab would add them.
  const { TEST_MEMBERS = '', ...settings } = env;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ...settings,
  });
  const fastify = Fastify(serverOptions(config));
  const seen: RouteOptions[] = [];
  fastify.addHook('onRoute', (route) => {
    seen.push(route);
  });
  // Hooks cannot be added once the app has started, so the clean-up goes in first.
  fastify.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await fastify.register(
      fp(async (scope) => {
        await app(scope, { config });
        if (extend) await scope.register(async (child) => extend(child));
      }),
    );
    await fastify.ready();
    for (const pair of TEST_MEMBERS.split(',').filter(Boolean)) {
      const [tenant = '', email = ''] = pair.split('=');
      await addMember(fastify.documents.forTenant(tenant), email, 'test-setup');
    }
  } catch (err) {
    await fastify.close().catch(() => undefined);
    throw err;
  }
  // Read after ready: the auth plugin's onRoute hook, which runs after this one, normalises the
  // declaration on the same options object.
  const routes = seen.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
      method: method.toUpperCase(),
      url: route.url,
      access: (route.config as { access?: unknown } | undefined)?.access,
      consumes: route.schema?.consumes ?? [],
    })),
  );
  return { app: fastify, routes };
}

/** The app alone, for tests that do not need the route list. */
export async function buildTestApp(
  env: Record<string, string> = {},
  extend?: (fastify: FastifyInstance) => Promise<void> | void,
): Promise<FastifyInstance> {
  return (await buildApp(env, extend)).app;
}

export const hostOf = (port: number) => ({ host: `localhost:${port}` });
