import { BrandingSchema, brandingFromStored } from '@bar/domain/branding/schema';
import {
  BRANDING_DOC,
  type BrandingLocale,
  brandingOverridesPath,
  readContent,
  withoutServerFields,
} from '../../../repositories/branding.js';
import { invalidContent, acceptMergePatchJson } from './merge-patch.js';
import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../../../lib/security/roles.js';
import { accessForScope } from '../../../plugins/app/auth/route-access.js';
import { serverTimestamp } from '../../../stores/document-store.js';
import versionRoutes from '../versions/index.js';
import getBranding from './get-branding.js';
import patchBranding from './patch-branding.js';

/** /api/admin/branding: the branding editor's load and save (superadmins only). */
const adminBrandingRoutes: FastifyPluginAsync = async (fastify) => {
  accessForScope(fastify, ACCESS.superadmin);
  acceptMergePatchJson(fastify);
  await fastify.register(getBranding);
  await fastify.register(patchBranding);
  await fastify.register(versionRoutes, {
    prefix: '/versions',
    area: 'branding',
    isDoc: (doc) => ['', 'es', 'en', 'fr'].includes(doc),
    restore: async (docs, doc, data, request) => {
      const checked = BrandingSchema.safeParse(brandingFromStored(data));
      if (!checked.success) throw invalidContent(request, checked.error);
      const path = doc ? brandingOverridesPath(doc as BrandingLocale) : BRANDING_DOC;
      await docs.set(path, { ...withoutServerFields(data), updatedAt: serverTimestamp() });
      return (await readContent(docs, path)).data;
    },
  });
};

export default adminBrandingRoutes;
