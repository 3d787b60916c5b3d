import { getClientConfigContract } from '@bar/domain/api/session';
import type { ClientConfig } from '@bar/domain/client-config';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { ACCESS } from '../../lib/roles.js';

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
    webUrl: config.WEB_URL,
    adminUrl: config.ADMIN_URL,
  };
  fastify.route({
    ...contractRoute(fastify, getClientConfigContract),
    config: { access: ACCESS.public },
    handler: (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  });
  done();
};

export default clientConfigRoutes;
