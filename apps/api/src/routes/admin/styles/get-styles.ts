import { getAdminStylesContract } from '@bar/domain/api/site-documents';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { NEVER } from '../../../repositories/branding.js';
import { readEffectiveStyles } from '../../../repositories/styles.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

export async function readStylesAnswer(docs: Parameters<typeof readEffectiveStyles>[0]) {
  const { styles, stored, updatedAt } = await readEffectiveStyles(docs);
  return { styles, stored, updatedAt: updatedAt ?? NEVER };
}

/** GET /api/admin/styles: staff (admin and superadmin). */
const getStyles: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, getAdminStylesContract),
    handler: async (request) => {
      return readStylesAnswer(request.docs);
    },
  });
  done();
};

export default getStyles;
