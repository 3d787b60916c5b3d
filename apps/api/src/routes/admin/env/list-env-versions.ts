import { EnvVersionsResponseSchema } from '@bar/domain/env/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../lib/roles.js';
import { authErrorResponses, bearerSecurity } from '../../../plugins/app/auth/openapi.js';
import { listEnvVersions } from '../../../repositories/env.js';

/** GET /api/admin/env/versions: the saved versions' timestamps, newest first (at most 50). */
const listVersions: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/versions',
    {
      config: { access: ACCESS.superadmin },
      schema: {
        tags: ['env'],
        summary: 'The tenant’s environment versions, newest first (50 at most)',
        security: bearerSecurity,
        response: { 200: EnvVersionsResponseSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { versions: await listEnvVersions(request.docs) };
    },
  );
  done();
};

export default listVersions;
