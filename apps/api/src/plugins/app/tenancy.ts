import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant resolved from the request's host; every store access is scoped to it. */
    tenant: string;
    /** The host the browser used (X-Forwarded-Host first, as Firebase Hosting forwards it). */
    publicHost: string;
  }
}

/** The host the visitor typed: the first X-Forwarded-Host value, else Host, lower-cased. */
export function publicHostOf(headers: Record<string, string | string[] | undefined>): string {
  const forwarded = headers['x-forwarded-host'];
  const raw = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? headers.host ?? '';
  const first = Array.isArray(raw) ? (raw[0] ?? '') : raw;
  return first.split(',')[0]!.trim().toLowerCase();
}

/** host:port first, then the bare host name, then the default tenant. */
export function resolveTenant(
  host: string,
  config: Pick<Config, 'TENANT_HOSTS' | 'DEFAULT_TENANT'>,
): string {
  const exact = config.TENANT_HOSTS.get(host);
  if (exact) return exact;
  const hostname = host.replace(/:\d+$/, '');
  return config.TENANT_HOSTS.get(hostname) ?? config.DEFAULT_TENANT;
}

export default fp(
  (fastify, _opts, done) => {
    fastify.decorateRequest('tenant', '');
    fastify.decorateRequest('publicHost', '');
    fastify.addHook('onRequest', (request, _reply, hookDone) => {
      request.publicHost = publicHostOf(request.headers);
      request.tenant = resolveTenant(request.publicHost, fastify.config);
      hookDone();
    });
    done();
  },
  { name: 'tenancy', dependencies: ['config'], fastify: '5.x' },
);
