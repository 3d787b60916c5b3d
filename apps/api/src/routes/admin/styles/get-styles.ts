import { StylesSchema } from '@bar/domain/styles/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { authErrorResponses, bearerSecurity } from '../../../plugins/app/auth/openapi.js';
import { NEVER } from '../../../repositories/branding.js';
import { readEffectiveStyles } from '../../../repositories/styles.js';
import { JsonDocumentSchema } from '../branding/merge-patch.js';

/** `styles`: styles/default (or the seed), committed form; `stored`: the raw document or null. */
export const AdminStylesSchema = z.object({
  styles: StylesSchema,
  stored: JsonDocumentSchema.nullable(),
  updatedAt: z.string(),
});

export async function readStylesAnswer(docs: Parameters<typeof readEffectiveStyles>[0]) {
  const { styles, stored, updatedAt } = await readEffectiveStyles(docs);
  return { styles, stored, updatedAt: updatedAt ?? NEVER };
}

/** GET /api/admin/styles: staff (admin and superadmin). */
const getStyles: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'The styles document for the theme editor',
        security: bearerSecurity,
        response: { 200: AdminStylesSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readStylesAnswer(request.docs);
    },
  );
  done();
};

export default getStyles;
