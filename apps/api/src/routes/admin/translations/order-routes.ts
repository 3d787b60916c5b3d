import type { getMetadataOrderContract, putMetadataOrderContract } from '@bar/domain/api/metadata';
import type {
  getTranslationsOrderContract,
  putTranslationsOrderContract,
} from '@bar/domain/api/translations';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { readOrder, saveOrder } from '../../../repositories/translations.js';

type OrderContracts = {
  get: typeof getMetadataOrderContract | typeof getTranslationsOrderContract;
  put: typeof putMetadataOrderContract | typeof putTranslationsOrderContract;
};

/**
 * GET and PUT `/order/:key` over one order collection (i18n_orders or meta_orders): the saved
 * row order of a table, key `global`, `site` or `page:{routeKey}`. A missing list is `[]`.
 */
export function orderRoutes(
  collection: string,
  contracts: OrderContracts,
): FastifyPluginCallbackZod {
  return (fastify, _opts, done) => {
    fastify.route({
      ...contractRoute(fastify, contracts.get),
      handler: async (request) => ({
        key: request.params.key,
        ids: await readOrder(request.docs, collection, request.params.key),
      }),
    });
    fastify.route({
      ...contractRoute(fastify, contracts.put),
      handler: async (request) => {
        const { key } = request.params;
        await saveOrder(request.docs, collection, key, request.body.ids);
        return { ok: true as const, key, ids: request.body.ids };
      },
    });
    done();
  };
}
