import type { ShopSettings, StripePricingTable } from '@bar/domain/checkout/schema';
import { readEffectiveSettings } from '../../repositories/settings.js';
import type { DocumentStore } from '../../stores/document-store.js';

export interface CheckoutSetup {
  shop: ShopSettings;
  /** The tenant lets guests pay with PayPal (settings.faculties.paypal not switched off). */
  paypal: boolean;
  /** Stripe's pricing table, when set in the shop group and settings.faculties.stripe is on. */
  stripe: StripePricingTable | null;
}

/** The tenant's shop (catalogue and currency) and which payment providers it offers. */
export async function readCheckoutSetup(docs: DocumentStore): Promise<CheckoutSetup> {
  const { shop, faculties } = (await readEffectiveSettings(docs)).settings;
  return {
    shop,
    paypal: faculties.paypal !== false,
    stripe: faculties.stripe !== false ? shop.stripe : null,
  };
}
