import { getClientConfigContract } from '@bar/domain/api/session';
import type { ClientConfig } from '@bar/domain/client-config';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import type { Config } from '../../config.js';
import { isAdminHost, resolveTenant } from '../../plugins/app/tenancy.js';

/**
 * The public site of `tenant` when WEB_URL names one origin for the public site (local runs):
 * WEB_URL itself for its own tenant, else the first public host TENANT_HOSTS lists for the
 * tenant on WEB_URL's scheme, so the restaurant's back office links home to the restaurant's
 * site, not to another tenant's. Without WEB_URL, '' (the back office then links to its own '/').
 */
function tenantWebUrl(
  config: Pick<Config, 'WEB_URL' | 'TENANT_HOSTS' | 'ADMIN_HOSTS' | 'DEFAULT_TENANT'>,
  tenant: string,
): string {
  if (!config.WEB_URL) return '';
  let web: URL;
  try {
    web = new URL(config.WEB_URL);
  } catch {
    return config.WEB_URL;
  }
  if (resolveTenant(web.host, config) === tenant) return config.WEB_URL;
  for (const [host, owner] of config.TENANT_HOSTS)
    if (owner === tenant && !isAdminHost(host, config)) return `${web.protocol}//${host}`;
  return config.WEB_URL;
}

/**
 * What a browser needs to start the Firebase web SDK, served at run time so one build runs on
 * every tenant and environment. Only public values: a Firebase web API key is not a secret.
 */
const clientConfigRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const { config } = fastify;
  const body: ClientConfig = {
    firebase: {
      apiKey: config.FIREBASE_API_KEY,
      authDomain: config.FIREBASE_AUTH_DOMAIN || `${config.GCLOUD_PROJECT}.firebaseapp.com`,
      projectId: config.GCLOUD_PROJECT,
      appId: config.FIREBASE_APP_ID,
    },
    authEmulatorUrl: config.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${config.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
    localMode: Boolean(config.FIREBASE_AUTH_EMULATOR_HOST),
    webUrl: '',
    adminUrl: config.ADMIN_URL,
  };
  fastify.route({
    ...contractRoute(fastify, getClientConfigContract),
    config: { access: ACCESS.public },
    handler: (request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      // Per tenant (the request's host): each site's back office links to its own public site.
      return { ...body, webUrl: tenantWebUrl(config, request.tenant) };
    },
  });
  done();
};

export default clientConfigRoutes;
