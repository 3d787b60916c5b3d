/**
 * The locale amounts are shown in, for each of the site's: the checkout's summary, as PayPal
 * shows them. Apart from paypal.ts, whose code loads only when the restaurant set PayPal up.
 */
export const PAYMENT_LOCALES = { es: 'es-419', en: 'en-CA', fr: 'fr-CA' } as const;
