import { z } from 'zod';
import { mergeOverDefaults } from '../merge.js';
import { ShopSettingsSchema } from '../checkout/schema.js';
import { BookingRulesSchema } from '../reservations/booking-rules.js';
import { SettingsAgentSchema } from './agent.js';
import { PwaSchema } from './pwa.js';
import { WebsiteSchema } from './website.js';

/** Feature flags on by default; adminPanel alone is off. */
export const FACULTIES_ON = [
  'website',
  'agentAI',
  'ecommerce',
  'booking',
  'socialmedia',
  'sellsplatforms',
  'products',
  'services',
  'contact',
  'settings',
  'branding',
  'styles',
  'maps',
  'notifications',
  'paypal',
  'stripe',
  'adsense',
] as const;

const flag = (on: boolean) => z.boolean().default(on);

export const FacultiesSchema = z.looseObject({
  adminPanel: flag(false),
  ...(Object.fromEntries(FACULTIES_ON.map((name) => [name, flag(true)])) as Record<
    (typeof FACULTIES_ON)[number],
    z.ZodDefault<z.ZodBoolean>
  >),
});

const text = z.string().default('');
const coordinate = z.number().nullable().default(null);

export const CompanySettingsSchema = z.looseObject({
  legals: z
    .looseObject({
      Name: text,
      TaxId: text,
      BusinessNumber: text,
      Email: text,
      Phone: text,
      Address: text,
      mapLat: coordinate,
      mapLng: coordinate,
      placeQuery: text,
    })
    .prefault({}),
  controller: z.looseObject({ Name: text, Email: text, Phone: text, Address: text }).prefault({}),
});

export const ADSENSE_FORMATS = [
  '300x250',
  '728x90',
  '160x600',
  '300x600',
  '320x100',
  '300x100',
  '468x60',
] as const;

export const AdSlotSchema = z.looseObject({
  client: z.string().min(1),
  slot: z.string().min(1),
  style: z.string().default(''),
  responsive: z.boolean().optional(),
  format: z.enum(ADSENSE_FORMATS),
  layoutKey: z.string().default(''),
});

/** The settings document (`settings/default`), merged over these defaults. Loose: extra keys stay. */
export const SettingsSchema = z.looseObject({
  faculties: FacultiesSchema.prefault({}),
  company: CompanySettingsSchema.prefault({}),
  domain: z.looseObject({ enabled: z.boolean().default(false), url: text }).prefault({}),
  website: WebsiteSchema.prefault({}),
  pwa: PwaSchema.prefault({}),
  more: z.looseObject({ AdSense: z.array(AdSlotSchema).default([]) }).prefault({}),
  agentAI: SettingsAgentSchema.prefault({}),
  /** Reservation rules (slots, notice, horizon, covers per slot, party size). */
  booking: BookingRulesSchema.prefault({}),
  /** What guests can buy online (gift cards, event tickets) and their prices. */
  shop: ShopSettingsSchema.prefault({}),
});

export type Settings = z.output<typeof SettingsSchema>;

export const defaultSettings = (): Settings => SettingsSchema.parse({});

export const settingsFromStored = (...layers: unknown[]): Settings =>
  mergeOverDefaults(SettingsSchema, ...layers);
