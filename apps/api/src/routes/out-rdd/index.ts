import { publicBrandingContract, publicSettingsContract } from '@bar/domain/api/public-site';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readEffectiveBranding } from '../../repositories/branding.js';
import { readEffectiveSettings } from '../../repositories/settings.js';

/**
 * The public read-only documents: `GET /api/out/rdd/branding/:lang` → `{ branding }`
 * (defaults ← branding/default ← that locale's overrides) and `GET /api/out/rdd/settings` →
 * `{ settings }`, for the request's tenant. `:lang` follows the routing rule like the i18n read
 * (`en-US` → en, unknown → es); text that is not a language tag is a 400. Never cached.
 */
const outRddRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, publicBrandingContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { branding } = await readEffectiveBranding(request.docs, request.params.lang);
      return { branding };
    },
  });

  fastify.route({
    ...contractRoute(fastify, publicSettingsContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { settings } = await readEffectiveSettings(request.docs);
      return { settings };
    },
  });
  done();
};

export default outRddRoutes;
