import { getAdminSettingsContract } from '@bar/domain/api/site-documents';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NEVER } from '../../../repositories/branding.js';
import { readEffectiveSettings } from '../../../repositories/settings.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

export async function readSettingsAnswer(docs: Parameters<typeof readEffectiveSettings>[0]) {
  const { settings, stored, updatedAt } = await readEffectiveSettings(docs);
  return { settings, stored: stored ?? {}, updatedAt: updatedAt ?? NEVER };
}

/** GET /api/admin/settings: staff (admin and superadmin). */
const getSettings: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, getAdminSettingsContract),
    handler: async (request) => {
      return readSettingsAnswer(request.docs);
    },
  });
  done();
};

export default getSettings;
