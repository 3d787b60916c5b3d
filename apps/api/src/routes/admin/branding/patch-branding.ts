import { BrandingSchema } from '@bar/domain/branding/schema';
import { applyMergePatch } from '@bar/domain/merge';
import { patchAdminBrandingContract } from '@bar/domain/api/site-documents';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  normalizeBrandingPatch,
  readBrandingDocument,
  readEffectiveBranding,
  writeBrandingPatch,
} from '../../../repositories/branding.js';
import { recordVersion } from '../../../repositories/versions.js';
import { assertStrictPatch, invalidContent } from './merge-patch.js';
import { readBrandingAnswer } from './read-branding-answer.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * PATCH /api/admin/branding[?locale=]: a JSON merge patch on branding/default, or with `locale`
 * on that locale's overrides (es, en or fr; any other is a 400). Unknown keys, texts over the
 * limit and `null` on a whole group are refused before anything is written (400), and every
 * save keeps a version (GET /versions). The patched effective document must validate (400 with the issues
 * otherwise); platforms and socials may be sent keyed by name and are stored as lists. Answers
 * the new effective document, as GET does. Superadmin only.
 */
const patchBranding: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, patchAdminBrandingContract),
    handler: async (request) => {
      const { locale } = request.query;
      const [current, before] = await Promise.all([
        readEffectiveBranding(request.docs, locale),
        readBrandingDocument(request.docs, locale),
      ]);
      assertStrictPatch(request, BrandingSchema, request.body, current.branding);
      const patch = normalizeBrandingPatch(request.body);
      const checked = BrandingSchema.safeParse(applyMergePatch(current.branding, patch));
      if (!checked.success) throw invalidContent(request, checked.error);
      await writeBrandingPatch(request.docs, patch, locale);
      const answer = await readBrandingAnswer(request.docs, locale);
      await recordVersion(request.docs, {
        area: 'branding',
        doc: locale ?? '',
        by: request.identity?.email ?? null,
        data: answer.stored,
        before: before.data ?? {},
      });
      return answer;
    },
  });
  done();
};

export default patchBranding;
