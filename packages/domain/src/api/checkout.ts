import { z } from 'zod';
import {
  ORDER_STATES,
  OrderSchema,
  StripePricingTableSchema,
  SHOP_ITEM_KINDS,
  SHOP_MAX_QUANTITY,
} from '../checkout/schema.js';
import { defineContract } from './contract.js';

export const CheckoutCatalogSchema = z.object({
  currency: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(SHOP_ITEM_KINDS),
      name: z.string(),
      priceCents: z.number().int(),
    }),
  ),
  /** What PayPal's button needs; `clientId` null when payments are not set up. */
  paypal: z.object({
    clientId: z.string().nullable(),
    currency: z.string(),
    intent: z.literal('capture'),
    environment: z.literal('sandbox'),
  }),
  /** Stripe's pricing table, when the restaurant set one up in the back office. */
  stripe: StripePricingTableSchema.nullable(),
});
export type CheckoutCatalog = z.infer<typeof CheckoutCatalogSchema>;

export const CheckoutCatalogQuerySchema = z.object({ locale: z.string().max(35).optional() });

export const CreateOrderBodySchema = z.object({
  lines: z
    .array(
      z.object({
        itemId: z.string().min(1).max(40),
        quantity: z.number().int().min(1).max(SHOP_MAX_QUANTITY),
      }),
    )
    .min(1)
    .max(20),
  email: z.email().max(254),
  locale: z.enum(['es', 'en', 'fr']).default('es'),
});
export type CreateOrderBody = z.input<typeof CreateOrderBodySchema>;

/** The stored order as the guest may see it. */
export const OrderAnswerSchema = OrderSchema.omit({ email: true });
export type OrderAnswer = z.infer<typeof OrderAnswerSchema>;

export const OrderParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) });

/** A capture sends nothing (no body, or an empty object): anything else is refused with a 400. */
export const CaptureOrderBodySchema = z.strictObject({}).nullish();

/** GET /api/checkout/catalog?locale= — what can be bought, priced, and PayPal's public setup. */
export const checkoutCatalogContract = defineContract({
  method: 'GET',
  path: '/api/checkout/catalog',
  summary: 'What a guest can buy online',
  tags: ['checkout'],
  query: CheckoutCatalogQuerySchema,
  response: CheckoutCatalogSchema,
  errors: [400],
});

/**
 * POST /api/checkout/orders — prices the lines from the stored catalogue, creates the PayPal
 * order (CAD, capture) and stores it; answers the order whose id PayPal's button approves.
 */
export const createOrderContract = defineContract({
  method: 'POST',
  path: '/api/checkout/orders',
  summary: 'Create a PayPal order from catalogue lines',
  tags: ['checkout'],
  body: CreateOrderBodySchema,
  status: 201,
  response: OrderAnswerSchema,
  errors: [400, 429, 503],
});

/** POST /api/checkout/orders/:id/capture — captures an approved order; idempotent. */
export const captureOrderContract = defineContract({
  method: 'POST',
  path: '/api/checkout/orders/:id/capture',
  summary: 'Capture an approved PayPal order',
  tags: ['checkout'],
  params: OrderParamsSchema,
  body: CaptureOrderBodySchema,
  response: OrderAnswerSchema,
  errors: [400, 404, 409, 429, 503],
});

export const AdminOrdersQuerySchema = z.object({
  state: z.enum(ORDER_STATES).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});

export const AdminOrdersSchema = z.object({
  /** Newest first; the guest's e-mail included (staff see personal data). */
  orders: z.array(OrderSchema),
  /** Sum of the completed orders listed, in cents, per currency. */
  completedCents: z.record(z.string(), z.number().int()),
});
export type AdminOrders = z.infer<typeof AdminOrdersSchema>;

/** GET /api/admin/orders?state=&limit= — the online orders, newest first (staff). */
export const adminListOrdersContract = defineContract({
  method: 'GET',
  path: '/api/admin/orders',
  summary: 'The online orders, newest first',
  tags: ['admin', 'checkout'],
  query: AdminOrdersQuerySchema,
  response: AdminOrdersSchema,
  errors: [400],
});
