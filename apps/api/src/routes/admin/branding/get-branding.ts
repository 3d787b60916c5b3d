import { getAdminBrandingContract } from '@bar/domain/api/site-documents';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { readBrandingAnswer } from './read-branding-answer.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** GET /api/admin/branding[?locale=]: the branding editor's load. Superadmin only. */
const getBranding: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, getAdminBrandingContract),
    handler: async (request) => {
      return readBrandingAnswer(request.docs, request.query.locale);
    },
  });
  done();
};

export default getBranding;
