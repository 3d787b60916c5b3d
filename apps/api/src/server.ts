import { createServer, type Server } from 'node:http';
import Fastify from 'fastify';
import app, { serverOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/**
 * Creates the server, listens and closes gracefully; everything else lives in app.ts.
 * The same process may answer on extra ports (the local stack's :3001 and :3002): each extra
 * listener hands its requests to the one Fastify instance, so the Host header still tells the
 * tenant and there is one store connection.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  const fastify = Fastify(serverOptions(config));
  await fastify.register(app, { config });
  await fastify.listen({ host: config.HOST, port: config.PORT });

  const extra: Server[] = [];
  for (const port of config.EXTRA_PORTS) {
    // The main server's listener: its front cache, then Fastify.
    const server = createServer((request, response) =>
      fastify.server.emit('request', request, response),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.HOST, resolve);
    });
    fastify.log.info(`also listening on port ${port}`);
    extra.push(server);
  }

  const close = async (signal: string) => {
    fastify.log.info({ signal }, 'shutting down');
    await Promise.all(extra.map((server) => new Promise((resolve) => server.close(resolve))));
    await fastify.close();
    process.exit(0);
  };
  process.once('SIGINT', (signal) => void close(signal));
  process.once('SIGTERM', (signal) => void close(signal));
}

void main();
