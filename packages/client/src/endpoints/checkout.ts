import type {
  adminListOrdersContract,
  captureOrderContract,
  checkoutCatalogContract,
  createOrderContract,
} from '@bar/domain/api/checkout';
import { endpoint } from '../endpoint';

export type {
  AdminOrders,
  CheckoutCatalog,
  CreateOrderBody,
  OrderAnswer,
} from '@bar/domain/api/checkout';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/checkout') : undefined;

/** GET /api/checkout/catalog?locale= — what a guest can buy, and PayPal's public setup. */
export const getCheckoutCatalog = endpoint<typeof checkoutCatalogContract>(
  'GET /api/checkout/catalog',
  contracts?.then((m) => m.checkoutCatalogContract),
);

/** POST /api/checkout/orders — the server prices the lines and creates the PayPal order. */
export const createCheckoutOrder = endpoint<typeof createOrderContract>(
  'POST /api/checkout/orders',
  contracts?.then((m) => m.createOrderContract),
);

/** POST /api/checkout/orders/:id/capture — captures an approved order (idempotent). */
export const captureCheckoutOrder = endpoint<typeof captureOrderContract>(
  'POST /api/checkout/orders/:id/capture',
  contracts?.then((m) => m.captureOrderContract),
);

/** GET /api/admin/orders?state=&limit= — the online orders, newest first (staff). */
export const listAdminOrders = endpoint<typeof adminListOrdersContract>(
  'GET /api/admin/orders',
  contracts?.then((m) => m.adminListOrdersContract),
);
