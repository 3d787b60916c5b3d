import { backupEnvContract } from '@bar/domain/api/env';
import { maskEnv, prepareEnvSave } from '@bar/domain/env/prepare-save';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import type { SecretBox } from '../../lib/security/secret-box.js';
import { EnvVersionExistsError, saveEnv } from '../../repositories/env.js';
import { openEnv, sealEnv } from '../../lib/security/env-codec.js';
import {
  envIssuesError,
  keyMismatchError,
  tenantMismatchError,
  versionExistsError,
} from './env-errors.js';

/**
 * POST /api/env/backup: validates the form's environment (@bar/domain/env/prepare-save), seals
 * its secrets and writes the current document plus a version in one transaction. The whole
 * environment is replaced: a secret sent back as its unchanged mask keeps the stored value.
 *
 * The tenant is the request's (its host): a superadmin on one site cannot write another site's
 * secrets by naming it, so a `tenant` in the body that differs is a 403, not a redirect.
 */
const backupEnv: FastifyPluginCallbackZod<{ box: SecretBox }> = (fastify, { box }, done) => {
  fastify.route({
    ...contractRoute(fastify, backupEnvContract),
    config: { access: ACCESS.superadmin },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const { tenant, env, extras, versionTs } = request.body;
      if (tenant !== undefined && tenant !== request.tenant)
        throw tenantMismatchError(fastify, request);
      let clear: Record<string, string> = {};
      try {
        const saved = await saveEnv(request.docs, versionTs, (current) => {
          const stored = openEnv(box, current?.env ?? {});
          const result = prepareEnvSave(
            { env, ...(extras ? { extras } : {}) },
            {
              defaults: { DEFAULT_TENANT: request.tenant },
              previous: (name) => {
                if (stored.unreadable.includes(name))
                  throw keyMismatchError(fastify, request, [name]);
                return stored.env[name];
              },
            },
          );
          if (!result.ok) throw envIssuesError(fastify, request, result.issues);
          clear = result.env;
          return sealEnv(box, result.env);
        });
        return { ok: true as const, ts: saved.ts, env: maskEnv(clear) };
      } catch (err) {
        if (err instanceof EnvVersionExistsError) throw versionExistsError(fastify, request);
        throw err;
      }
    },
  });
  done();
};

export default backupEnv;
