import { deleteMetaFieldsContract } from '@bar/domain/api/content';
import { CONTENT_LOCALES } from '@bar/domain/i18n/locales';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { deleteMetaFields } from '../../../repositories/metadata.js';

/**
 * POST /api/admin/meta/:scope/delete?routeKey=: `{ fields, locales? }` removes the fields from
 * every given locale (all three by default), 400 per update, an empty merged document where an
 * update fails.
 */
const deleteMetaFieldsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, deleteMetaFieldsContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { fields, locales = [...CONTENT_LOCALES] } = request.body;
      const ref = { scope, routeKey: request.query.routeKey };
      const result = await deleteMetaFields(
        request.docs,
        ref,
        [...new Set(fields)],
        [...new Set(locales)],
      );
      return { ok: true as const, ...result };
    },
  });
  done();
};

export default deleteMetaFieldsRoute;
