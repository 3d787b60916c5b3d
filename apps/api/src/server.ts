import { createServer, type Server } from 'node:http';
import Fastify from 'fastify';
import { ConfigError, loadConfig } from './config.js';
import { checkStartupPaths } from './startup-checks.js';

/**
 * Creates the server, listens and closes gracefully; everything else lives in app.ts.
 * The same process may answer on extra ports (the local stack's :3001 and :3002): each extra
 * listener hands its requests to the one Fastify instance, so the Host header still tells the
 * tenant and there is one store connection.
 *
 * A configuration the process cannot run with (a bad variable, a folder it cannot use, a port
 * already taken) ends it with exit code 1 and one line per problem on stderr, no stack trace.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  checkStartupPaths(config);
  // OpenTelemetry first (when configured), so the app's tracers and meters are the real ones.
  const { startTelemetry } = await import('./lib/observability/telemetry.js');
  const telemetry = await startTelemetry(config);
  // The app (and every library it loads) only once the configuration is known to be usable.
  const { default: app, serverOptions } = await import('./app.js');

  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { config });
  await listening(
    'PORT',
    config.PORT,
    config.HOST,
    fastify.listen({ host: config.HOST, port: config.PORT }),
  );

  const extra: Server[] = [];
  for (const port of config.EXTRA_PORTS) {
    // The main server's listener: its front cache, then Fastify.
    const server = createServer((request, response) =>
      fastify.server.emit('request', request, response),
    );
    await listening(
      'EXTRA_PORTS',
      port,
      config.HOST,
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, config.HOST, resolve);
      }),
    );
    fastify.log.info(`also listening on port ${port}`);
    extra.push(server);
  }

  const close = async (signal: string) => {
    fastify.log.info({ signal }, 'shutting down');
    await Promise.all(extra.map((server) => new Promise((resolve) => server.close(resolve))));
    await fastify.close();
    await telemetry?.shutdown();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}

/** A port that cannot be listened on is a configuration problem: it names the variable. */
async function listening(
  variable: string,
  port: number,
  host: string,
  listen: Promise<unknown>,
): Promise<void> {
  try {
    await listen;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new ConfigError([
        `${variable}=${port}: ${host}:${port} is already in use (stop what listens there or choose another port)`,
      ]);
    if (code === 'EACCES')
      throw new ConfigError([
        `${variable}=${port}: not allowed to listen on port ${port} (EACCES)`,
      ]);
    if (code === 'EADDRNOTAVAIL')
      throw new ConfigError([`HOST=${JSON.stringify(host)}: not an address of this machine`]);
    throw err;
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(
      err.problems.map((problem) => `Invalid configuration: ${problem}\n`).join(''),
    );
    process.exit(1);
  }
  throw err;
});
