import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { readBrandingAnswer } from './read-branding-answer.js';
import { AdminBrandingSchema, EditorLocaleSchema } from './schemas.js';

/** GET /api/admin/branding[?locale=]: the branding editor's load. Superadmin only. */
const getBranding: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.superadmin },
      schema: {
        tags: ['admin'],
        summary: 'Branding for the editor (effective and stored)',
        security: bearerSecurity,
        querystring: z.object({ locale: EditorLocaleSchema.optional() }),
        response: { 200: AdminBrandingSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readBrandingAnswer(request.docs, request.query.locale);
    },
  );
  done();
};

export default getBranding;
