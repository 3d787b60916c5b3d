import { adminListOrdersContract } from '@bar/domain/api/checkout';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { listOrders } from '../../../repositories/orders.js';

/** GET /api/admin/orders — the back office's view of what guests bought online. */
const adminOrdersRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, adminListOrdersContract),
    handler: async (request) => {
      const orders = await listOrders(request.docs, request.query);
      const completedCents: Record<string, number> = {};
      for (const order of orders)
        if (order.state === 'completed')
          completedCents[order.currency] = (completedCents[order.currency] ?? 0) + order.totalCents;
      return { orders, completedCents };
    },
  });
  done();
};

export default adminOrdersRoutes;
