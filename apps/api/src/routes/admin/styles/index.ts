import type { FastifyPluginAsync } from 'fastify';
import { acceptMergePatchJson } from '../branding/merge-patch.js';
import getStyles from './get-styles.js';
import patchStyles from './patch-styles.js';

/** /api/admin/styles: the theme editor's load and save. */
const adminStylesRoutes: FastifyPluginAsync = async (fastify) => {
  acceptMergePatchJson(fastify);
  await fastify.register(getStyles);
  await fastify.register(patchStyles);
};

export default adminStylesRoutes;
