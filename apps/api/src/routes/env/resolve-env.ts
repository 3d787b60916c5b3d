import { resolveEnvContract } from '@bar/domain/api/env';
import { maskEnv } from '@bar/domain/env/prepare-save';
import { describeEnvSchema } from '@bar/domain/env/schema';
import { envVariable, isSecretEnvName } from '@bar/domain/env/variables';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import type { SecretBox } from '../../lib/security/secret-box.js';
import { readCurrentEnv } from '../../repositories/env.js';
import { openEnv } from '../../lib/security/env-codec.js';
import { keyMismatchError } from './env-errors.js';

/**
 * GET /api/env/resolve: the tenant's saved environment, secrets masked, with the schema the
 * admin form renders (one input per declared variable). Nothing saved yet: empty `env`, null `ts`.
 */
const resolveEnv: FastifyPluginCallbackZod<{ box: SecretBox }> = (fastify, { box }, done) => {
  fastify.route({
    ...contractRoute(fastify, resolveEnvContract),
    config: { access: ACCESS.superadmin },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const stored = await readCurrentEnv(request.docs);
      const { env, unreadable } = openEnv(box, stored?.env ?? {});
      if (unreadable.length) throw keyMismatchError(fastify, request, unreadable);
      const names = Object.keys(env);
      return {
        ok: true as const,
        tenant: request.tenant,
        ts: stored?.ts ?? null,
        updatedAt: stored?.updatedAt ?? null,
        env: maskEnv(env),
        masked: names.filter(isSecretEnvName),
        extras: names.filter((name) => !envVariable(name)),
        schema: describeEnvSchema({ DEFAULT_TENANT: request.tenant }),
      };
    },
  });
  done();
};

export default resolveEnv;
