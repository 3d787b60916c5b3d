import { putMetaContract } from '@bar/domain/api/content';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { saveMeta } from '../../../repositories/metadata.js';

/** PUT /api/admin/meta/:scope?routeKey=: merges `{ entries: { field: { locale: text } } }`. */
const putMeta: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, putMetaContract),
    handler: async (request) => {
      const { scope } = request.params;
      const { entries } = request.body;
      const locales = await saveMeta(
        request.docs,
        { scope, routeKey: request.query.routeKey },
        entries,
      );
      return { ok: true as const, saved: Object.keys(entries).length, locales };
    },
  });
  done();
};

export default putMeta;
