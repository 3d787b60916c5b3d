import fp from 'fastify-plugin';
import { FrontCache, frontCacheOf } from '../../lib/cache/front-cache.js';
import { succeededWrite } from './public-reads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's front cache (lib/cache/front-cache): cached reads replayed before routing. */
    frontCache: FrontCache;
  }
  interface FastifyReply {
    /** Set by a route whose 200 depends only on host, URL and Accept-Encoding: keep it. */
    frontCacheable: boolean;
  }
}

/**
 * Fills the front cache with the answers routes mark front-cacheable (`reply.frontCacheable`),
 * as they leave, and empties it after any successful write through the API. A server made
 * without frontCachedServer() gets a cache nobody reads.
 */
export default fp(
  (fastify, _opts, done) => {
    const cache = frontCacheOf(fastify.server) ?? new FrontCache();
    fastify.decorate('frontCache', cache);
    fastify.decorateReply('frontCacheable', false);
    fastify.addHook('onSend', (request, reply, payload, next) => {
      if (reply.frontCacheable)
        cache.keep(request.raw, reply.statusCode, reply.getHeaders(), payload);
      next(null, payload);
    });
    fastify.addHook('onResponse', (request, reply, next) => {
      if (succeededWrite(request, reply)) cache.clear();
      next();
    });
    done();
  },
  { name: 'front-cache', fastify: '5.x' },
);
