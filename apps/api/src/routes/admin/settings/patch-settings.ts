import { patchAdminSettingsContract } from '@bar/domain/api/site-documents';
import { applyMergePatch } from '@bar/domain/merge';
import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  normalizeSettingsPatch,
  readEffectiveSettings,
  writeSettingsPatch,
} from '../../../repositories/settings.js';
import { readEffectiveStyles } from '../../../repositories/styles.js';
import { recordVersion } from '../../../repositories/versions.js';
import { assertStrictPatch, invalidContent } from '../branding/merge-patch.js';
import { readSettingsAnswer } from './get-settings.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * PATCH /api/admin/settings: a JSON merge patch on settings/default (the theme editor saves
 * `{ website: { theme: { aliases, initialSlot } } }` this way). The patched effective document
 * must validate (400 with the issues otherwise): no unknown key, no text over the limit, no
 * `null` on a whole group, and the theme aliases must name existing style themes. Every save
 * keeps a version (GET /versions). Answers the new effective document. Staff.
 */
const patchSettings: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, patchAdminSettingsContract),
    handler: async (request) => {
      const [{ settings, stored: before }, { styles }] = await Promise.all([
        readEffectiveSettings(request.docs),
        readEffectiveStyles(request.docs),
      ]);
      assertStrictPatch(request, SettingsSchema, request.body, settings);
      const patch = normalizeSettingsPatch(request.body);
      const checked = SettingsSchema.refine(
        (next) =>
          Object.values(next.website.theme.aliases).every((name) =>
            styles.themes.includes(String(name)),
          ),
        { path: ['website', 'theme', 'aliases'], message: 'names a theme that does not exist' },
      ).safeParse(applyMergePatch(settings, patch));
      if (!checked.success) throw invalidContent(request, checked.error);
      await writeSettingsPatch(request.docs, patch);
      const answer = await readSettingsAnswer(request.docs);
      await recordVersion(request.docs, {
        area: 'settings',
        by: request.identity?.email ?? null,
        data: answer.stored,
        before: before ?? {},
      });
      return answer;
    },
  });
  done();
};

export default patchSettings;
