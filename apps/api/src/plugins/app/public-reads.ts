import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { systemClock } from '../../lib/cache/ttl-cache.js';
import { publicReads, type PublicReads } from '../../repositories/public-reads.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers cached per tenant (see repositories/public-reads). */
    publicReads: PublicReads;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A write that succeeded through the API: what makes every cached read of it stale. */
export const succeededWrite = (request: FastifyRequest, reply: FastifyReply): boolean =>
  !SAFE_METHODS.has(request.method) && reply.statusCode < 400;

/**
 * The cache of public reads, and its invalidation: any write that succeeded through the API (a
 * staff edit, a review) drops the tenant's cached answers on this instance.
 */
export default fp(
  (fastify, _opts, done) => {
    const reads = publicReads(systemClock());
    fastify.decorate('publicReads', reads);
    fastify.addHook('onResponse', (request, reply, next) => {
      if (succeededWrite(request, reply)) reads.forget(request.tenant);
      next();
    });
    done();
  },
  { name: 'public-reads', dependencies: ['tenancy'], fastify: '5.x' },
);
