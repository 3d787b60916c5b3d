import { z } from 'zod';

/** The content areas whose every save keeps a version (the back office's editor kit lists them). */
export const VERSION_AREAS = [
  'branding',
  'settings',
  'styles',
  'meta',
  'i18n',
  'events',
  'catalog',
  'gallery',
] as const;
export type VersionArea = (typeof VERSION_AREAS)[number];

/**
 * Which document of an area a version belongs to: '' for the area's one document, else a short
 * key (a branding locale `es`, a metadata scope `page:home`, a translation scope `global:es`, an
 * event's id, a catalogue item's `agent:kind:id`, a gallery picture's id).
 */
export const VersionDocSchema = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9:_-]*$/)
  .default('');

export const VersionSummarySchema = z.object({
  id: z.string(),
  area: z.enum(VERSION_AREAS),
  doc: z.string(),
  /** Who saved: the account's e-mail, null when unknown. */
  by: z.string().nullable(),
  /** When, ISO 8601 UTC. */
  at: z.string(),
  /** The dotted paths that changed against the previous version (at most 50). */
  changed: z.array(z.string()),
  /** Set when this version was written by restoring another one. */
  restoredFrom: z.string().nullable(),
  /**
   * The document as it was before its first kept save (the demo data, or content saved before
   * versions were kept): `by` is null and `changed` empty.
   */
  baseline: z.boolean().default(false),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

export const VersionSchema = VersionSummarySchema.extend({
  /** The stored document as this save left it. */
  data: z.record(z.string(), z.unknown()),
});
export type Version = z.infer<typeof VersionSchema>;

export const VersionListSchema = z.object({ versions: z.array(VersionSummarySchema) });
export type VersionList = z.infer<typeof VersionListSchema>;

/** How many versions a list answers (newest first). */
export const VERSION_LIST_LIMIT = 50;
