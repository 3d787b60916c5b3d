import { z } from 'zod';
import { ContentLocaleSchema } from '../i18n/locales.js';
import { MetaFieldNameSchema } from './fields.js';

/** One metadata field's value per locale. */
export const MetaValuesSchema = z.partialRecord(ContentLocaleSchema, z.string().max(5_000));

/** field → locale → text. */
export const MetaEntriesSchema = z.record(MetaFieldNameSchema, MetaValuesSchema);

export const SaveMetaBodySchema = z.object({ entries: MetaEntriesSchema });

export const DeleteMetaFieldsBodySchema = z.object({
  fields: z.array(MetaFieldNameSchema).min(1).max(20_000),
  /** The locales to delete from; all three when absent. */
  locales: z.array(ContentLocaleSchema).min(1).optional(),
});
