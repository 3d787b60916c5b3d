import { getEnvVersionContract } from '@bar/domain/api/env';
import { maskEnv } from '@bar/domain/env/prepare-save';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import type { SecretBox } from '../../../lib/security/secret-box.js';
import { readEnvVersion } from '../../../repositories/env.js';
import { openEnv } from '../../../lib/security/env-codec.js';
import { keyMismatchError } from '../../env/env-errors.js';

/** GET /api/admin/env/versions/:ts: one version, secrets masked like every answer (superadmin). */
const getEnvVersion: FastifyPluginCallbackZod<{ box: SecretBox }> = (fastify, { box }, done) => {
  fastify.route({
    ...contractRoute(fastify, getEnvVersionContract),
    handler: async (request) => {
      const version = await readEnvVersion(request.docs, request.params.ts);
      if (!version)
        throw fastify.httpErrors.notFound(
          errorMessage('ENV_VERSION_NOT_FOUND', requestLocale(request)),
        );
      const { env, unreadable } = openEnv(box, version.env);
      if (unreadable.length) throw keyMismatchError(fastify, request, unreadable);
      return { ts: version.ts, createdAt: version.createdAt, env: maskEnv(env) };
    },
  });
  done();
};

export default getEnvVersion;
