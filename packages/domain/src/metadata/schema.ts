import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { atMostEntries, MAX_ENTRIES } from '../i18n/schema.js';
import { LOCALES } from '../locale.js';
import { MetadataFieldNameSchema } from './fields.js';

/** One metadata field's value per locale. */
export const MetadataValuesSchema = z.partialRecord(ContentLocaleSchema, z.string().max(5_000));

/** field → locale → text (es, en, fr only; null is a 400, never an erase). */
export const MetadataEntriesSchema = z
  .record(MetadataFieldNameSchema, MetadataValuesSchema)
  .refine(atMostEntries, `At most ${MAX_ENTRIES} entries.`);

// The bodies are strict: a key they do not name is a 400, not silently dropped.
export const SaveMetadataBodySchema = z.object({ entries: MetadataEntriesSchema }).strict();

export const DeleteMetadataFieldsBodySchema = z
  .object({
    fields: z.array(MetadataFieldNameSchema).min(1).max(MAX_ENTRIES),
    /** The locales to delete from; all three when absent. */
    locales: z.array(ContentLocaleSchema).min(1).max(LOCALES.length).optional(),
  })
  .strict();
