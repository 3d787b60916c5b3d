import { z } from 'zod';
import { isPlainObject, mergeOverDefaults } from '../merge.js';
import { BranchSchema, FaqSchema, HolidaySchema, ProductSchema, ServiceSchema } from './catalog.js';
import {
  ButtonListSchema,
  LegacyLinkListSchema,
  normalizeBrandingInput,
  PlatformListSchema,
  SocialListSchema,
} from './links.js';
import { ScheduleSchema } from './schedule.js';

const text = z.string().default('');
/** Free text or a structured block (company legals and contact are both found in stored documents). */
const textOrMap = z.union([z.string(), z.record(z.string(), z.unknown())]).default('');

export const CompanySchema = z.looseObject({
  brandName: text,
  legalName: text,
  Logo: text,
  tagline: text,
  branches: z.array(BranchSchema).default([]),
  legals: textOrMap,
  contact: textOrMap,
  terms: text,
  privacy: text,
  mission: text,
  vision: text,
  values: z.union([z.string(), z.array(z.string())]).default(''),
});

export const AddressSchema = z.looseObject({
  street: text,
  number: text,
  interior: text,
  city: text,
  state: text,
  zip: text,
  country: text,
});

export const ContactSchema = z.looseObject({
  address: AddressSchema.prefault({}),
  phone: text,
  email: text,
  /** Either name is used by stored documents; readers take `googleMaps` first. */
  googleMaps: text,
  maps: text,
  website: text,
});

export const BrandingAgentSchema = z.looseObject({
  name: text,
  displayName: text,
  role: text,
  tone: text,
  description: text,
  greeting: text,
  farewell: text,
  unknownResponse: text,
  fallback: text,
  indiceAI: z.record(z.string(), z.unknown()).default({}),
  shortcuts: z.array(z.union([z.string(), z.record(z.string(), z.unknown())])).default([]),
});

/**
 * The branding document: `branding/default` merged over these
 * defaults, then the locale's overrides. Loose: keys the schema does not know are kept, since
 * the branding editor edits any field by its type.
 */
export const BrandingSchema = z.looseObject({
  company: CompanySchema.prefault({}),
  contact: ContactSchema.prefault({}),
  platforms: PlatformListSchema,
  socials: SocialListSchema,
  agentAI: BrandingAgentSchema.prefault({}),
  schedule: ScheduleSchema,
  holidays: z.array(HolidaySchema).default([]),
  products: z.array(ProductSchema).default([]),
  services: z.array(ServiceSchema).default([]),
  FAQ: z.array(FaqSchema).default([]),
  Logo: text,
  Botons: ButtonListSchema,
  SocMed: LegacyLinkListSchema,
  DeliveryPlatforms: LegacyLinkListSchema,
});

export type Branding = z.output<typeof BrandingSchema>;

export const defaultBranding = (): Branding => BrandingSchema.parse({});

/** Stored layers (branding/default, then the locale's overrides) merged over the defaults. */
export const brandingFromStored = (...layers: unknown[]): Branding =>
  mergeOverDefaults(
    BrandingSchema,
    ...layers.map((layer) => (isPlainObject(layer) ? normalizeBrandingInput(layer) : undefined)),
  );
