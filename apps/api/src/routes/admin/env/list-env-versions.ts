import { listEnvVersionsContract } from '@bar/domain/api/env';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { listEnvVersions } from '../../../repositories/env.js';

/** GET /api/admin/env/versions: the saved versions' timestamps, newest first (at most 50). */
const listVersions: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listEnvVersionsContract),
    handler: async (request) => {
      return { versions: await listEnvVersions(request.docs) };
    },
  });
  done();
};

export default listVersions;
