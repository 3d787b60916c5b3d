import { BrandingSchema } from '@bar/domain/branding/schema';
import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { readEffectiveBranding } from '../../repositories/branding.js';
import { readEffectiveSettings } from '../../repositories/settings.js';
import { LocaleInputSchema } from '../bss-effective/locale-param.js';

/**
 * The public read-only documents: `GET /api/out/rdd/branding/:lang` → `{ branding }`
 * (defaults ← branding/default ← that locale's overrides) and `GET /api/out/rdd/settings` →
 * `{ settings }`, for the request's tenant. `:lang` follows the routing rule like the i18n read
 * (`en-US` → en, unknown → es); text that is not a language tag is a 400. Never cached.
 */
const outRddRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/branding/:lang',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['content'],
        summary: 'The tenant’s branding for a language',
        params: z.object({ lang: LocaleInputSchema }),
        response: { 200: z.object({ branding: BrandingSchema }), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { branding } = await readEffectiveBranding(request.docs, request.params.lang);
      return { branding };
    },
  );

  fastify.get(
    '/settings',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['content'],
        summary: 'The tenant’s settings',
        response: { 200: z.object({ settings: SettingsSchema }) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { settings } = await readEffectiveSettings(request.docs);
      return { settings };
    },
  );
  done();
};

export default outRddRoutes;
