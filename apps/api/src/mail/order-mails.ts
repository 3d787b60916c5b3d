import { centsToDecimal, type Order } from '@bar/domain/checkout/schema';
import type { OutgoingMail } from '../repositories/outbox.js';
import type { MailBrand } from './brand.js';
import { renderMail } from './layout.js';

const TEXTS = {
  es: {
    subject: (brand: string) => `Tu recibo — ${brand}`,
    intro: 'Gracias por tu compra. Este es tu recibo:',
    total: 'Total',
    ref: 'Referencia del pago',
  },
  en: {
    subject: (brand: string) => `Your receipt — ${brand}`,
    intro: 'Thank you for your purchase. Here is your receipt:',
    total: 'Total',
    ref: 'Payment reference',
  },
  fr: {
    subject: (brand: string) => `Votre reçu — ${brand}`,
    intro: 'Merci pour votre achat. Voici votre reçu :',
    total: 'Total',
    ref: 'Référence du paiement',
  },
} as const;

/** The receipt a guest gets once PayPal captured the payment. */
export function orderReceiptMail(order: Order, brand: MailBrand): OutgoingMail {
  const t = TEXTS[order.locale];
  const money = (cents: number) => `${centsToDecimal(cents)} ${order.currency}`;
  const { html, text } = renderMail({
    brand: brand.name,
    locale: order.locale,
    paragraphs: [
      t.intro,
      ...order.lines.map((l) => `${l.quantity} × ${l.name}: ${money(l.totalCents)}`),
      `${t.total}: ${money(order.totalCents)}`,
      `${t.ref}: ${order.captureId ?? order.id}`,
    ],
    contactLine: brand.contactLine,
  });
  return {
    kind: 'order.receipt',
    to: order.email,
    locale: order.locale,
    fromName: brand.name,
    subject: t.subject(brand.name),
    html,
    text,
  };
}
