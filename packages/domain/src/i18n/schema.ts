import { z } from 'zod';
import { LOCALES } from '../locale.js';
import { ContentLocaleSchema } from './locales.js';
import { RouteKeySchema } from './route-keys.js';
import { ScopeSchema } from './scopes.js';
import { TranslationIdSchema } from './translation-ids.js';

/** One translation entry: id and a value per locale. */
export const TranslationValuesSchema = z.partialRecord(ContentLocaleSchema, z.string().max(20_000));

/** The most ids (or metadata fields) one save, delete or order list may name. */
export const MAX_ENTRIES = 20_000;

/** A map with at most `MAX_ENTRIES` keys (zod's records have no count of their own). */
export const atMostEntries = (record: Record<string, unknown>) =>
  Object.keys(record).length <= MAX_ENTRIES;
const TOO_MANY = `At most ${MAX_ENTRIES} entries.`;

/**
 * id → locale → text: what the editor loads and saves. Only es, en and fr (another language is
 * a 400, never written), a text per locale (null erases nothing: it is a 400 too).
 */
export const TranslationEntriesSchema = z
  .record(TranslationIdSchema, TranslationValuesSchema)
  .refine(atMostEntries, TOO_MANY);

/** `es,en,fr` in a query string: each one a content locale, at least one. */
export const LocaleListSchema = z
  .string()
  .regex(/^(es|en|fr)(,(es|en|fr))*$/, 'A comma-separated list of es, en, fr.');

/** The locales of a `LocaleListSchema` text, without repeats (all three when absent). */
export const parseLocaleList = (
  text: string | undefined,
): z.output<typeof ContentLocaleSchema>[] =>
  text
    ? [...new Set(text.split(',').map((locale) => ContentLocaleSchema.parse(locale)))]
    : [...LOCALES];

// The bodies are strict: a key they do not name is a 400, not silently dropped.
export const SaveTranslationsBodySchema = z.object({ entries: TranslationEntriesSchema }).strict();

/** The answer to saving translations or metadata into a scope: how many ids, and in which locales. */
export const SaveEntriesResultSchema = z.object({
  ok: z.literal(true),
  saved: z.number().int(),
  locales: z.array(ContentLocaleSchema),
});

export const DeleteTranslationsBodySchema = z
  .object({
    ids: z.array(TranslationIdSchema).min(1).max(MAX_ENTRIES),
    /** The active locales to delete from; all three when absent. */
    locales: z.array(ContentLocaleSchema).min(1).max(LOCALES.length).optional(),
  })
  .strict();

export const MoveTranslationsBodySchema = z
  .object({
    ids: z.array(TranslationIdSchema).min(1).max(MAX_ENTRIES),
    from: ScopeSchema,
    to: ScopeSchema,
    /** The page of the page scope, needed when `from` or `to` is `page`. */
    page: RouteKeySchema.optional(),
  })
  .strict();

/** Order lists (i18n_orders, meta_orders): `global`, `site` or `page:{routeKey}`. */
export const OrderKeySchema = z
  .string()
  .max(70)
  .regex(/^(global|site|page:[a-z0-9]+(-[a-z0-9]+)*)$/, 'global, site or page:{routeKey}.');

export const OrderIdsSchema = z.array(z.string().min(1).max(256)).max(MAX_ENTRIES);

export const SaveOrderBodySchema = z.object({ ids: OrderIdsSchema }).strict();
