import { commitStyles } from '@bar/domain/styles/schema';
import { readContent, withoutServerFields } from '../../../repositories/branding.js';
import { STYLES_DOC, writeStyles } from '../../../repositories/styles.js';
import { invalidContent, acceptMergePatchJson } from '../branding/merge-patch.js';
import type { FastifyPluginAsync } from 'fastify';
import versionRoutes from '../versions/index.js';
import getStyles from './get-styles.js';
import patchStyles from './patch-styles.js';

/** /api/admin/styles: the theme editor's load and save. */
const adminStylesRoutes: FastifyPluginAsync = async (fastify) => {
  acceptMergePatchJson(fastify);
  await fastify.register(getStyles);
  await fastify.register(patchStyles);
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area: 'styles',
    restore: async (docs, _doc, data, request) => {
      const committed = commitStyles(withoutServerFields(data));
      if (!committed.success) throw invalidContent(request, committed.error);
      await writeStyles(docs, committed.data);
      return (await readContent(docs, STYLES_DOC)).data;
    },
  });
};

export default adminStylesRoutes;
