import { getRoleContract } from '@bar/domain/api/session';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { bearerSecurity } from '../../lib/http/openapi.js';

/**
 * GET /api/acl/role: the caller's role. Public, the token is optional: no token, an anonymous
 * guest, and also a token that does not verify (malformed, expired, another project) all answer
 * `anon` with 200, since an unverifiable token proves no identity; the client treats a signed-in
 * account's failed call as `user` anyway. Never cached: the role changes when an e-mail is verified.
 */
const aclRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getRoleContract, { security: [...bearerSecurity, {}] }),
    config: { access: ACCESS.public, identity: 'optional' },
    handler: (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { role: request.role };
    },
  });
  done();
};

export default aclRoutes;
