import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { authErrorResponses, bearerSecurity } from '../../../plugins/app/auth/openapi.js';
import { NEVER } from '../../../repositories/branding.js';
import { readEffectiveSettings } from '../../../repositories/settings.js';
import { JsonDocumentSchema } from '../branding/merge-patch.js';

/** `settings`: defaults ← settings/default; `stored`: the raw document ({} when none). */
export const AdminSettingsSchema = z.object({
  settings: SettingsSchema,
  stored: JsonDocumentSchema,
  updatedAt: z.string(),
});

export async function readSettingsAnswer(docs: Parameters<typeof readEffectiveSettings>[0]) {
  const { settings, stored, updatedAt } = await readEffectiveSettings(docs);
  return { settings, stored: stored ?? {}, updatedAt: updatedAt ?? NEVER };
}

/** GET /api/admin/settings: staff (admin and superadmin). */
const getSettings: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Settings for the editor (effective and stored)',
        security: bearerSecurity,
        response: { 200: AdminSettingsSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return readSettingsAnswer(request.docs);
    },
  );
  done();
};

export default getSettings;
