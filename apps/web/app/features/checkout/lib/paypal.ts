import { loadScriptOnce } from './load-script';

/** PayPal's script locale for each of the site's (amounts shown: PAYMENT_LOCALES). */
export const PAYPAL_SCRIPT_LOCALES = { es: 'es_MX', en: 'en_CA', fr: 'fr_CA' } as const;

export type PayPalButtonsOptions = {
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void>;
  onError: (error: unknown) => void;
  onCancel?: () => void;
  style?: Record<string, string>;
};

export type PayPalNamespace = {
  Buttons: (options: PayPalButtonsOptions) => { render: (target: HTMLElement) => Promise<void> };
};

/** The JS SDK's address: sandbox client id, CAD, capture, the guest's script locale. */
export function paypalScriptUrl(
  clientId: string,
  currency: string,
  lang: keyof typeof PAYPAL_SCRIPT_LOCALES,
): string {
  const query = new URLSearchParams({
    'client-id': clientId,
    currency,
    intent: 'capture',
    locale: PAYPAL_SCRIPT_LOCALES[lang],
    components: 'buttons',
  });
  return `https://www.paypal.com/sdk/js?${query.toString()}`;
}

/** Loads PayPal's script once (on this page only); rejects when it cannot load. */
export async function loadPayPal(url: string): Promise<PayPalNamespace> {
  const current = () => (window as { paypal?: PayPalNamespace }).paypal;
  if (current()) return current()!;
  await loadScriptOnce(url, { 'data-namespace': 'paypal' });
  const paypal = current();
  if (!paypal) throw new Error('paypal missing');
  return paypal;
}

/** What the create-order step hands PayPal's error handler: the API's text, or the fallback. */
export function createOrderError(error: unknown): Error {
  const text = error instanceof Error && error.message ? error.message : '';
  return new Error(text || 'create-order failed');
}
