import type { FastifyPluginAsync } from 'fastify';
import getBranding from './get-branding.js';
import { acceptMergePatchJson } from './merge-patch.js';
import patchBranding from './patch-branding.js';

/** /api/admin/branding: the branding editor's load and save. */
const adminBrandingRoutes: FastifyPluginAsync = async (fastify) => {
  acceptMergePatchJson(fastify);
  await fastify.register(getBranding);
  await fastify.register(patchBranding);
};

export default adminBrandingRoutes;
