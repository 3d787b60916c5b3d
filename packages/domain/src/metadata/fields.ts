import { z } from 'zod';

/** Spec §3: the standard metadata fields, in the editor's default row order. */
export const META_FIELDS = [
  'title',
  'description',
  'canonical',
  'robots',
  'og:title',
  'og:description',
  'og:image',
  'og:type',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
] as const;

export type StandardMetaField = (typeof META_FIELDS)[number];

/**
 * A metadata field name: the standard ones and custom ones such as `og:locale` or
 * `article:published_time`. Letters first, then letters, digits, `:`, `_` or `-` — no dots, since
 * field deletes address the name as a field path.
 */
export const MetadataFieldNameSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9:_-]*$/, 'Letters first, then letters, digits, ":", "_" or "-".');

export const isMetadataFieldName = (name: string): boolean =>
  MetadataFieldNameSchema.safeParse(name).success;
