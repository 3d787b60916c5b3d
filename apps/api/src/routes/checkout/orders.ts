import { captureOrderContract, createOrderContract } from '@bar/domain/api/checkout';
import { centsToDecimal, type Order } from '@bar/domain/checkout/schema';
import {
  ApiError,
  CheckoutPaymentIntent,
  ItemCategory,
  OrderStatus,
  type Order as PayPalOrder,
} from '@paypal/paypal-server-sdk';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readMailBrand } from '../../mail/brand.js';
import { orderReceiptMail } from '../../mail/order-mails.js';
import { completeOrder, readOrder, writeOrder } from '../../repositories/orders.js';
import { readCheckoutSetup } from './shop.js';

type Code =
  'PAYMENTS_UNAVAILABLE' | 'PAYMENT_FAILED' | 'UNKNOWN_ITEM' | 'ORDER_NOT_FOUND' | 'ORDER_NOT_PAID';

const fail = (request: FastifyRequest, statusCode: number, code: Code, issues?: unknown) =>
  Object.assign(new Error(errorMessage(code, requestLocale(request))), {
    statusCode,
    code,
    expose: true,
    ...(issues ? { issues } : {}),
  });

/** What PayPal answered, for the log: its status, error name and debug id, never a card. */
const paypalFailure = (err: unknown) =>
  err instanceof ApiError
    ? {
        status: err.statusCode,
        name: (err.result as { name?: string } | undefined)?.name,
        debugId: (err.result as { debug_id?: string } | undefined)?.debug_id,
      }
    : { message: (err as Error).message };

const withoutEmail = ({ email: _email, ...order }: Order) => order;

/** PayPal, when the deployment has its keys and the tenant offers it; otherwise a 503. */
function paymentsOf(fastify: FastifyInstance, request: FastifyRequest, offered: boolean) {
  if (!fastify.payments || !offered) throw fail(request, 503, 'PAYMENTS_UNAVAILABLE');
  return fastify.payments;
}

/**
 * POST /api/checkout/orders: the lines are priced from the tenant's stored catalogue (the
 * browser sends ids and quantities only), PayPal's order is created through the server SDK
 * (sandbox, CAD, capture) and stored with its state. POST /api/checkout/orders/:id/capture:
 * captures it; a second capture of a completed order answers the stored order, nothing twice.
 * Both check what they were sent first (the body by its schema, then the lines against the
 * catalogue): a bad request is a 400 whether or not payments are available, then a 503.
 */
const orderRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createOrderContract),
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const { lines, email, locale } = request.body;
      const { shop, paypal } = await readCheckoutSetup(request.docs);
      const priced = [];
      for (const [index, line] of lines.entries()) {
        const item = shop.items.find((candidate) => candidate.id === line.itemId);
        if (!item)
          throw fail(request, 400, 'UNKNOWN_ITEM', [
            { path: `lines.${index}.itemId`, code: 'invalid_value' },
          ]);
        priced.push({
          itemId: item.id,
          name: item.name[locale],
          quantity: line.quantity,
          unitCents: item.priceCents,
          totalCents: item.priceCents * line.quantity,
        });
      }
      const payments = paymentsOf(fastify, request, paypal);
      const totalCents = priced.reduce((sum, line) => sum + line.totalCents, 0);
      const money = (cents: number) => ({
        currencyCode: shop.currency,
        value: centsToDecimal(cents),
      });
      let created: PayPalOrder;
      try {
        ({ result: created } = await payments.orders.createOrder({
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: request.tenant,
                amount: { ...money(totalCents), breakdown: { itemTotal: money(totalCents) } },
                items: priced.map((line) => ({
                  name: line.name.slice(0, 127),
                  sku: line.itemId,
                  quantity: String(line.quantity),
                  unitAmount: money(line.unitCents),
                  category: ItemCategory.DigitalGoods,
                })),
              },
            ],
          },
          prefer: 'return=minimal',
        }));
      } catch (err) {
        request.log.warn({ paypal: paypalFailure(err) }, 'paypal create-order failed');
        throw fail(request, 503, 'PAYMENT_FAILED');
      }
      if (!created.id) throw fail(request, 503, 'PAYMENT_FAILED');
      const at = new Date().toISOString();
      const order: Order = {
        id: created.id,
        provider: 'paypal',
        state: 'created',
        currency: shop.currency,
        lines: priced,
        totalCents,
        email: email.toLowerCase(),
        locale,
        captureId: null,
        createdAt: at,
        updatedAt: at,
        completedAt: null,
      };
      await writeOrder(request.docs, order);
      request.log.info({ orderId: order.id, totalCents }, 'order created');
      return reply.code(201).send(withoutEmail(order));
    },
  });

  fastify.route({
    ...contractRoute(fastify, captureOrderContract),
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const payments = paymentsOf(fastify, request, (await readCheckoutSetup(request.docs)).paypal);
      const stored = await readOrder(request.docs, request.params.id);
      if (!stored) throw fail(request, 404, 'ORDER_NOT_FOUND');
      if (stored.state === 'completed') return withoutEmail(stored);

      let captured: PayPalOrder;
      try {
        // PayPal-Request-Id makes PayPal itself answer a repeated capture with the first result.
        ({ result: captured } = await payments.orders.captureOrder({
          id: stored.id,
          paypalRequestId: `capture-${stored.id}`,
          prefer: 'return=representation',
        }));
      } catch (err) {
        const name =
          err instanceof ApiError
            ? (err.result as { details?: { issue?: string }[] } | undefined)?.details?.[0]?.issue
            : undefined;
        request.log.warn(
          { paypal: paypalFailure(err), orderId: stored.id },
          'paypal capture failed',
        );
        if (name === 'ORDER_ALREADY_CAPTURED') {
          const { result } = await payments.orders
            .getOrder({ id: stored.id })
            .catch(() => ({ result: null }));
          if (result) captured = result;
          else throw fail(request, 503, 'PAYMENT_FAILED');
        } else if (err instanceof ApiError && err.statusCode === 422) {
          throw fail(request, 409, 'ORDER_NOT_PAID');
        } else throw fail(request, 503, 'PAYMENT_FAILED');
      }
      const capture = captured.purchaseUnits?.[0]?.payments?.captures?.[0];
      const paidCents = capture?.amount?.value
        ? Math.round(Number(capture.amount.value) * 100)
        : NaN;
      if (
        captured.status !== OrderStatus.Completed ||
        !capture?.id ||
        capture.amount?.currencyCode !== stored.currency ||
        paidCents !== stored.totalCents
      ) {
        request.log.warn({ orderId: stored.id, status: captured.status }, 'capture not complete');
        throw fail(request, 409, 'ORDER_NOT_PAID');
      }
      const { order, changed } = await completeOrder(request.docs, stored.id, capture.id);
      if (!order) throw fail(request, 404, 'ORDER_NOT_FOUND');
      if (changed) {
        request.log.info({ orderId: order.id }, 'order completed');
        try {
          const brand = await readMailBrand(request.docs, order.locale);
          await fastify.mailer.send(request.docs, orderReceiptMail(order, brand));
        } catch (err) {
          request.log.warn({ err, orderId: order.id }, 'receipt not queued');
        }
      }
      return withoutEmail(order);
    },
  });
  done();
};

export default orderRoutes;
