import { restoreEnvVersionContract } from '@bar/domain/api/env';
import { maskEnv } from '@bar/domain/env/prepare-save';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import type { SecretBox } from '../../../lib/security/secret-box.js';
import { readEnvVersion, saveEnv } from '../../../repositories/env.js';
import { openEnv } from '../../../lib/security/env-codec.js';
import { keyMismatchError } from '../../env/env-errors.js';

/**
 * POST /api/admin/env/versions/:ts/restore: that version's values become the current ones, as
 * they were stored (sealed secrets are copied, never opened for writing), and the restore is
 * itself a new version. Superadmin.
 */
const restoreEnvVersion: FastifyPluginCallbackZod<{ box: SecretBox }> = (
  fastify,
  { box },
  done,
) => {
  fastify.route({
    ...contractRoute(fastify, restoreEnvVersionContract),
    handler: async (request) => {
      const version = await readEnvVersion(request.docs, request.params.ts);
      if (!version)
        throw fastify.httpErrors.notFound(
          errorMessage('ENV_VERSION_NOT_FOUND', requestLocale(request)),
        );
      // Only a version this deployment's key can read is restored: its answer is masked from it.
      const { env, unreadable } = openEnv(box, version.env);
      if (unreadable.length) throw keyMismatchError(fastify, request, unreadable);
      const saved = await saveEnv(request.docs, undefined, () => version.env);
      return { ok: true as const, ts: saved.ts, env: maskEnv(env) };
    },
  });
  done();
};

export default restoreEnvVersion;
