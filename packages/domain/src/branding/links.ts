import { z } from 'zod';
import { isPlainObject } from '../merge.js';

/**
 * Social networks and delivery platforms arrive either keyed by name
 * (`{ instagram: { url } }`, older documents and hand edits) or as a list; both read as a list
 * of items with a `name`. A list item may carry `title` instead of `name`.
 */
export function linksFromInput(input: unknown): unknown {
  if (isPlainObject(input)) {
    return Object.entries(input).map(([name, value]) =>
      typeof value === 'string'
        ? { name, url: value }
        : isPlainObject(value)
          ? { name, ...value }
          : value,
    );
  }
  if (!Array.isArray(input)) return input;
  return input.map((item: unknown) =>
    isPlainObject(item) && item.name === undefined && typeof item.title === 'string'
      ? { ...item, name: item.title }
      : item,
  );
}

export const PlatformSchema = z.looseObject({
  name: z.string().trim().min(1),
  url: z.string().default(''),
  icon: z.string().optional(),
  enabled: z.boolean().default(true),
});

export const SocialSchema = PlatformSchema.extend({
  username: z.string().optional(),
});

export const PlatformListSchema = z.array(PlatformSchema).default([]);
export const SocialListSchema = z.array(SocialSchema).default([]);

export type Platform = z.output<typeof PlatformSchema>;
export type Social = z.output<typeof SocialSchema>;

/** A single object where a list is expected reads as a one-item list (Botons, SocMed, ...). */
export const oneOrMany = (input: unknown) => (isPlainObject(input) ? [input] : input);

/** Legacy footer entries `{ PUrl, PIcon, PName }` (SocMed and DeliveryPlatforms). */
export const LegacyLinkSchema = z.looseObject({
  PUrl: z.string().default(''),
  PIcon: z.string().default(''),
  PName: z.string().default(''),
});

export const LegacyLinkListSchema = z.array(LegacyLinkSchema).default([]);

/** Call-to-action buttons: `{ linkURL, openTarget, messageId, defaultMessage }`. */
export const ButtonSchema = z.looseObject({
  linkURL: z.string().default(''),
  openTarget: z.enum(['_self', '_blank']).default('_self'),
  messageId: z.string().default(''),
  defaultMessage: z.string().default(''),
});

export const ButtonListSchema = z.array(ButtonSchema).default([]);

/**
 * A branding document (or patch, or override) with its link lists in list form. Kept out of the
 * schemas on purpose: schemas without transforms also serialise answers and feed OpenAPI.
 */
export function normalizeBrandingInput(doc: Record<string, unknown>): Record<string, unknown> {
  const out = { ...doc };
  for (const key of ['platforms', 'socials'] as const)
    if (key in out && out[key] !== null) out[key] = linksFromInput(out[key]);
  for (const key of ['Botons', 'SocMed', 'DeliveryPlatforms'] as const)
    if (key in out && out[key] !== null) out[key] = oneOrMany(out[key]);
  return out;
}
