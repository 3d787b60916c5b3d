import { deleteMetadataFieldsContract } from '@bar/domain/api/metadata';
import { CONTENT_LOCALES } from '@bar/domain/i18n/locales';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { deleteMetadataFields } from '../../../repositories/metadata.js';

/**
 * POST /api/admin/meta/:scope/delete?routeKey=: `{ fields, locales? }` removes the fields from
 * every given locale (all three by default), 400 per update, an empty merged document where an
 * update fails.
 */
const deleteMetadataFieldsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, deleteMetadataFieldsContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { fields, locales = [...CONTENT_LOCALES] } = request.body;
      const ref = { scope, routeKey: request.query.routeKey };
      const result = await deleteMetadataFields(
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

export default deleteMetadataFieldsRoute;
