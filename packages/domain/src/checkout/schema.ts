import { z } from 'zod';

/**
 * What a guest can buy online (settings `shop`, priced in the back office): gift cards and
 * event tickets. Prices are whole cents in the shop's currency; the server computes every
 * total from them, never from what a browser sends.
 */
export const SHOP_ITEM_KINDS = ['giftcard', 'ticket'] as const;
export const SHOP_MAX_QUANTITY = 20;

const name = z.string().min(1).max(120);

export const ShopItemSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .describe('a-z, 0-9 and dashes'),
  kind: z.enum(SHOP_ITEM_KINDS),
  name: z.object({ es: name, en: name, fr: name }),
  priceCents: z.number().int().min(100).max(1_000_000),
});
export type ShopItem = z.infer<typeof ShopItemSchema>;

export const DEFAULT_SHOP_ITEMS: ShopItem[] = [
  {
    id: 'gift-25',
    kind: 'giftcard',
    name: { es: 'Tarjeta de regalo 25 $', en: 'Gift card $25', fr: 'Carte-cadeau 25 $' },
    priceCents: 2500,
  },
  {
    id: 'gift-50',
    kind: 'giftcard',
    name: { es: 'Tarjeta de regalo 50 $', en: 'Gift card $50', fr: 'Carte-cadeau 50 $' },
    priceCents: 5000,
  },
  {
    id: 'ticket-live-music',
    kind: 'ticket',
    name: {
      es: 'Entrada: noche de música en vivo',
      en: 'Ticket: live music night',
      fr: 'Billet : soirée musique live',
    },
    priceCents: 1500,
  },
];

/**
 * Stripe's pricing table (the card provider's embed): a table made in Stripe's dashboard, shown
 * on the checkout page with its publishable key. Both are public; no secret key lives here.
 */
export const StripePricingTableSchema = z.object({
  publishableKey: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]{8,250}$/),
  pricingTableId: z.string().regex(/^prctbl_[A-Za-z0-9]{8,250}$/),
});
export type StripePricingTable = z.infer<typeof StripePricingTableSchema>;

export const ShopSettingsSchema = z.looseObject({
  currency: z.literal('CAD').default('CAD'),
  /** Null: no pricing table on the checkout page. */
  stripe: StripePricingTableSchema.nullable().default(null),
  items: z
    .array(ShopItemSchema)
    .max(50)
    .refine((items) => new Set(items.map((i) => i.id)).size === items.length, 'duplicate id')
    .default(DEFAULT_SHOP_ITEMS),
});
export type ShopSettings = z.output<typeof ShopSettingsSchema>;

export const ORDER_STATES = ['created', 'completed', 'failed'] as const;

/** A stored order (collection orders), keyed by PayPal's order id. */
export const OrderSchema = z.object({
  id: z.string(),
  provider: z.literal('paypal'),
  state: z.enum(ORDER_STATES),
  currency: z.string(),
  lines: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      quantity: z.number().int(),
      unitCents: z.number().int(),
      totalCents: z.number().int(),
    }),
  ),
  totalCents: z.number().int(),
  email: z.string(),
  locale: z.enum(['es', 'en', 'fr']),
  captureId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

/** "12.50" from 1250: the decimal string PayPal's amounts use. */
export const centsToDecimal = (cents: number): string =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
