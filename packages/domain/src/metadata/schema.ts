import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { atMostEntries, MAX_ENTRIES } from '../i18n/schema.js';
import { LOCALES } from '../locale.js';
import { MetaFieldNameSchema } from './fields.js';

/** One metadata field's value per locale. */
export const MetaValuesSchema = z.partialRecord(ContentLocaleSchema, z.string().max(5_000));

/** field → locale → text (es, en, fr only; null is a 400, never an erase). */
export const MetaEntriesSchema = z
  .record(MetaFieldNameSchema, MetaValuesSchema)
  .refine(atMostEntries, `At most ${MAX_ENTRIES} entries.`);

// The bodies are strict: a key they do not name is a 400, not silently dropped.
export const SaveMetaBodySchema = z.object({ entries: MetaEntriesSchema }).strict();

export const DeleteMetaFieldsBodySchema = z
  .object({
    fields: z.array(MetaFieldNameSchema).min(1).max(MAX_ENTRIES),
    /** The locales to delete from; all three when absent. */
    locales: z.array(ContentLocaleSchema).min(1).max(LOCALES.length).optional(),
  })
  .strict();
