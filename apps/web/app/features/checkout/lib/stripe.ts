import { loadScriptOnce } from './load-script';

/** Stripe's pricing-table script (https://docs.stripe.com/payments/checkout/pricing-table). */
export const STRIPE_PRICING_TABLE_SCRIPT = 'https://js.stripe.com/v3/pricing-table.js';

/** Loads the script that defines `<stripe-pricing-table>` (on the checkout page only). */
export async function loadStripePricingTable(): Promise<void> {
  if (customElements.get('stripe-pricing-table')) return;
  await loadScriptOnce(STRIPE_PRICING_TABLE_SCRIPT);
}
