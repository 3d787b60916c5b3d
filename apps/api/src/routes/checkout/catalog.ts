import { checkoutCatalogContract } from '@bar/domain/api/checkout';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readCheckoutSetup } from './shop.js';

/**
 * GET /api/checkout/catalog?locale= — what can be bought, in the guest's language, and the
 * providers a guest can pay with: PayPal's public client id when the deployment has PayPal's keys
 * and the tenant offers it, Stripe's table when set up; neither means the page shows a notice.
 */
const catalogRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, checkoutCatalogContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const locale = normalizeLocale(request.query.locale ?? 'es');
      const { shop, paypal, stripe } = await readCheckoutSetup(request.docs);
      void reply.header('cache-control', 'no-store');
      return {
        currency: shop.currency,
        items: shop.items.map((item) => ({
          id: item.id,
          kind: item.kind,
          name: item.name[locale],
          priceCents: item.priceCents,
        })),
        paypal: {
          clientId: paypal ? (fastify.payments?.clientId ?? null) : null,
          currency: shop.currency,
          intent: 'capture' as const,
          environment: 'sandbox' as const,
        },
        stripe,
      };
    },
  });
  done();
};

export default catalogRoute;
