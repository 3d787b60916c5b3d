import { OrderIdsSchema, OrderKeySchema, SaveOrderBodySchema } from '@bar/domain/i18n/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { readOrder, saveOrder } from '../../../repositories/translations.js';

const OrderSchema = z.object({ key: OrderKeySchema, ids: OrderIdsSchema });

/**
 * GET and PUT `/order/:key` over one order collection (i18n_orders or meta_orders): the saved
 * row order of a table, key `global`, `site` or `page:{routeKey}`. A missing list is `[]`.
 */
export function orderRoutes(collection: string, tag: string): FastifyPluginCallbackZod {
  return (fastify, _opts, done) => {
    const common = {
      tags: [tag],
      security: bearerSecurity,
      params: z.object({ key: OrderKeySchema }),
    };
    fastify.get(
      '/order/:key',
      {
        config: { access: ACCESS.staff },
        schema: {
          ...common,
          summary: 'Load a saved row order',
          response: { 200: OrderSchema, 400: ErrorBodySchema, ...authErrorResponses },
        },
      },
      async (request) => ({
        key: request.params.key,
        ids: await readOrder(request.docs, collection, request.params.key),
      }),
    );
    fastify.put(
      '/order/:key',
      {
        config: { access: ACCESS.staff },
        schema: {
          ...common,
          summary: 'Save a row order (replaces the list)',
          body: SaveOrderBodySchema,
          response: {
            200: OrderSchema.extend({ ok: z.literal(true) }),
            400: ErrorBodySchema,
            413: ErrorBodySchema,
            ...authErrorResponses,
          },
        },
      },
      async (request) => {
        const { key } = request.params;
        await saveOrder(request.docs, collection, key, request.body.ids);
        return { ok: true as const, key, ids: request.body.ids };
      },
    );
    done();
  };
}
