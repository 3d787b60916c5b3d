import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The tenant resolved from the request's host; every store access is scoped to it. */
    tenant: string;
    /** The host the browser used (X-Forwarded-Host only behind trusted proxies, see TRUST_PROXY). */
    publicHost: string;
    /**
     * The host absolute URLs name (canonical, sitemap): the request's when TENANT_HOSTS or
     * ADMIN_HOSTS list it, else the first host listed for the tenant, so unknown Host values
     * neither leak into pages nor make a page per value.
     */
    siteHost: string;
    /** Whether the host is one of the back office's (ADMIN_HOSTS, or `admin.<a tenant's domain>`). */
    adminHost: boolean;
  }
}

type Headers = Record<string, string | string[] | undefined>;

const entries = (value: string | string[] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .flatMap((item) => item.split(','))
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The host the visitor typed, lower-cased. Without trusted proxies (`trustedHops` 0) the Host
 * header alone: anyone can send X-Forwarded-Host. Behind them, the X-Forwarded-Host entry the
 * nearest proxy wrote (the last one; entries before it come from whoever called that proxy).
 */
export function publicHostOf(headers: Headers, trustedHops = 0): string {
  const { host } = headers;
  // The common case: no proxy to trust and one Host value.
  if (trustedHops === 0 && typeof host === 'string' && !host.includes(',')) {
    return host.trim().toLowerCase();
  }
  const forwarded = trustedHops > 0 ? entries(headers['x-forwarded-host']) : [];
  return (forwarded.at(-1) ?? entries(host)[0] ?? '').toLowerCase();
}

/** host:port first, then the bare host name, then (for `admin.<domain>`) the domain's, else the default tenant. */
export function resolveTenant(
  host: string,
  config: Pick<Config, 'TENANT_HOSTS' | 'DEFAULT_TENANT'>,
): string {
  const exact = config.TENANT_HOSTS.get(host) ?? config.TENANT_HOSTS.get(host.replace(/:\d+$/, ''));
  if (exact) return exact;
  if (host.startsWith('admin.')) return resolveTenant(host.slice('admin.'.length), config);
  return config.DEFAULT_TENANT;
}

/** The back office answers on ADMIN_HOSTS and on `admin.<domain>` for every domain TENANT_HOSTS names. */
export function isAdminHost(
  host: string,
  config: Pick<Config, 'TENANT_HOSTS' | 'ADMIN_HOSTS'>,
): boolean {
  if (config.ADMIN_HOSTS.includes(host)) return true;
  if (!host.startsWith('admin.')) return false;
  const rest = host.slice('admin.'.length);
  return config.TENANT_HOSTS.has(rest) || config.TENANT_HOSTS.has(rest.replace(/:\d+$/, ''));
}

/** See `FastifyRequest.siteHost`. */
export function siteHostOf(
  host: string,
  tenant: string,
  config: Pick<Config, 'TENANT_HOSTS' | 'ADMIN_HOSTS'>,
): string {
  if (config.TENANT_HOSTS.has(host) || config.ADMIN_HOSTS.includes(host)) return host;
  const hostname = host.replace(/:\d+$/, '');
  if (config.TENANT_HOSTS.has(hostname)) return hostname;
  for (const [listed, owner] of config.TENANT_HOSTS) if (owner === tenant) return listed;
  return 'localhost';
}

export default fp(
  (fastify, _opts, done) => {
    const { config } = fastify;
    fastify.decorateRequest('tenant', '');
    fastify.decorateRequest('publicHost', '');
    fastify.decorateRequest('adminHost', false);
    fastify.decorateRequest('siteHost', '');
    // The same few hosts come back on every request: their answers are kept (bounded, so
    // made-up Host values cannot grow it without end).
    const known = new Map<string, { tenant: string; adminHost: boolean; siteHost: string }>();
    fastify.addHook('onRequest', (request, _reply, hookDone) => {
      const host = publicHostOf(request.headers, config.TRUST_PROXY);
      let seen = known.get(host);
      if (!seen) {
        const tenant = resolveTenant(host, config);
        seen = {
          tenant,
          adminHost: isAdminHost(host, config),
          siteHost: siteHostOf(host, tenant, config),
        };
        if (known.size >= 1000) known.clear();
        known.set(host, seen);
      }
      request.publicHost = host;
      request.tenant = seen.tenant;
      request.adminHost = seen.adminHost;
      request.siteHost = seen.siteHost;
      hookDone();
    });
    done();
  },
  { name: 'tenancy', dependencies: ['config'], fastify: '5.x' },
);
