import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import app, { serverOptions } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';

export interface CollectedRoute {
  method: string;
  url: string;
  access: unknown;
}

/**
 * The real app (the same app.ts as the server and test/helper.ts), plus every route it adds:
 * an onRoute hook at the root, added BEFORE the app is registered, sees each route however and
 * wherever it is registered (a hook passed through buildTestApp's `extend` would only see routes
 * added after the app). `extend` adds test-only routes inside the app's context, after its routes.
 */
export async function buildApp(
  env: Record<string, string>,
  extend?: (fastify: FastifyInstance) => Promise<void> | void,
): Promise<{ app: FastifyInstance; routes: CollectedRoute[] }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bar-api-auth-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'test', ...env });
  const fastify = Fastify(serverOptions(config));
  const seen: RouteOptions[] = [];
  fastify.addHook('onRoute', (route) => {
    seen.push(route);
  });
  // Hooks cannot be added once the app has started, so the clean-up goes in first.
  fastify.addHook('onClose', () => rmSync(dataDir, { recursive: true, force: true }));
  try {
    // Test routes go inside the app's own (encapsulated) context, where its hooks, decorators and
    // error handler apply, exactly as for a route file registered in app.ts.
    await fastify.register(async (scope) => {
      await app(scope, { config });
      if (extend) await scope.register(async (child) => extend(child));
    });
    await fastify.ready();
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
    })),
  );
  return { app: fastify, routes };
}
