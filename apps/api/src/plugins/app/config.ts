import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Exposes the configuration parsed once at boot (see ../../config.ts) to every plugin. */
export default fp<{ config: Config }>(
  (fastify, opts, done) => {
    fastify.decorate('config', opts.config);
    done();
  },
  { name: 'config', fastify: '5.x' },
);
