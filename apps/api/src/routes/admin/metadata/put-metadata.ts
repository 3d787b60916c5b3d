import { putMetadataContract } from '@bar/domain/api/metadata';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { saveMetadata } from '../../../repositories/metadata.js';

/** PUT /api/admin/meta/:scope?routeKey=: merges `{ entries: { field: { locale: text } } }`. */
const putMetadata: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, putMetadataContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { entries } = request.body;
      const locales = await saveMetadata(
        request.docs,
        { scope, routeKey: request.query.routeKey },
        entries,
      );
      return { ok: true as const, saved: Object.keys(entries).length, locales };
    },
  });
  done();
};

export default putMetadata;
