import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { type ClientConfig, ClientConfigSchema } from '@bar/domain/client-config';

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
  fastify.get(
    '/',
    {
      config: { access: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Public browser configuration',
        response: { 200: ClientConfigSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return body;
    },
  );
  done();
};

export default clientConfigRoutes;
