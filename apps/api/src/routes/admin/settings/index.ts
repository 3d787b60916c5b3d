import { SettingsSchema, settingsFromStored } from '@bar/domain/settings/schema';
import { readContent, withoutServerFields } from '../../../repositories/branding.js';
import { SETTINGS_DOC } from '../../../repositories/settings.js';
import { invalidContent, acceptMergePatchJson } from '../branding/merge-patch.js';
import type { FastifyPluginAsync } from 'fastify';
import { serverTimestamp } from '../../../stores/document-store.js';
import versionRoutes from '../versions/index.js';
import getSettings from './get-settings.js';
import patchSettings from './patch-settings.js';

/** /api/admin/settings: the settings editor's load and save. */
const adminSettingsRoutes: FastifyPluginAsync = async (fastify) => {
  acceptMergePatchJson(fastify);
  await fastify.register(getSettings);
  await fastify.register(patchSettings);
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area: 'settings',
    restore: async (docs, _doc, data, request) => {
      const checked = SettingsSchema.safeParse(settingsFromStored(data));
      if (!checked.success) throw invalidContent(request, checked.error);
      await docs.set(SETTINGS_DOC, { ...withoutServerFields(data), updatedAt: serverTimestamp() });
      return (await readContent(docs, SETTINGS_DOC)).data;
    },
  });
};

export default adminSettingsRoutes;
