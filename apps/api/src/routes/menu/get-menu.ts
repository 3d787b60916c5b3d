import { getMenuContract } from '@bar/domain/api/catalog';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readMenuView } from '../../repositories/catalog.js';

/**
 * GET /api/menu?locale= — the guest menu: active products available today by tab and
 * subcategory, texts in the locale, prices formatted in the tenant's currency. The menu page's
 * served HTML carries the same object; this read serves client-side navigation.
 */
const getMenu: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getMenuContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      void reply.header('cache-control', 'public, max-age=30');
      return readMenuView(request.docs, request.query.locale);
    },
  });
  done();
};

export default getMenu;
