import { patchAdminStylesContract } from '@bar/domain/api/site-documents';
import { applyMergePatch } from '@bar/domain/merge';
import { commitStyles, StylesSchema } from '@bar/domain/styles/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { withoutServerFields } from '../../../repositories/branding.js';
import { readEffectiveStyles, writeStyles } from '../../../repositories/styles.js';
import { recordVersion } from '../../../repositories/versions.js';
import { assertStrictPatch, invalidContent } from '../branding/merge-patch.js';
import { readStylesAnswer } from './get-styles.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * PATCH /api/admin/styles: a JSON merge patch on the current document (the seed when none is
 * stored). The result is validated (`$version` must be 1, tokens typed, states known), numeric
 * tokens are clamped to their bounds, control names normalised, and the whole committed document
 * replaces styles/default. Answers it. Staff.
 */
const patchStyles: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, patchAdminStylesContract),
    handler: async (request) => {
      const { styles, stored: before } = await readEffectiveStyles(request.docs);
      assertStrictPatch(request, StylesSchema, request.body, styles);
      const committed = commitStyles(applyMergePatch(styles, withoutServerFields(request.body)));
      if (!committed.success) throw invalidContent(request, committed.error);
      await writeStyles(request.docs, committed.data);
      const answer = await readStylesAnswer(request.docs);
      await recordVersion(request.docs, {
        area: 'styles',
        by: request.identity?.email ?? null,
        data: answer.stored,
        before: before ?? {},
      });
      return answer;
    },
  });
  done();
};

export default patchStyles;
