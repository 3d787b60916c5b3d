import type { FastifyPluginAsync } from 'fastify';
import { acceptMergePatchJson } from '../branding/merge-patch.js';
import getSettings from './get-settings.js';
import patchSettings from './patch-settings.js';

/** /api/admin/settings: the settings editor's load and save. */
const adminSettingsRoutes: FastifyPluginAsync = async (fastify) => {
  acceptMergePatchJson(fastify);
  await fastify.register(getSettings);
  await fastify.register(patchSettings);
};

export default adminSettingsRoutes;
