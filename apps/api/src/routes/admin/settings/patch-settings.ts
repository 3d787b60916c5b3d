import { applyMergePatch } from '@bar/domain/merge';
import { SettingsSchema } from '@bar/domain/settings/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import {
  normalizeSettingsPatch,
  readEffectiveSettings,
  writeSettingsPatch,
} from '../../../repositories/settings.js';
import { invalidContent, MergePatchSchema } from '../branding/merge-patch.js';
import { AdminSettingsSchema, readSettingsAnswer } from './get-settings.js';

/**
 * PATCH /api/admin/settings: a JSON merge patch on settings/default (the theme editor saves
 * `{ website: { theme: { aliases, initialSlot } } }` this way). The patched effective document
 * must validate (400 with the issues otherwise). Answers the new effective document. Staff.
 */
const patchSettings: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.patch(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Save settings (JSON merge patch)',
        security: bearerSecurity,
        body: MergePatchSchema,
        response: { 200: AdminSettingsSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const patch = normalizeSettingsPatch(request.body);
      const { settings } = await readEffectiveSettings(request.docs);
      const checked = SettingsSchema.safeParse(applyMergePatch(settings, patch));
      if (!checked.success) throw invalidContent(request, checked.error);
      await writeSettingsPatch(request.docs, patch);
      void reply.header('cache-control', 'no-store');
      return readSettingsAnswer(request.docs);
    },
  );
  done();
};

export default patchSettings;
