import { chunk, FIELD_DELETE_BATCH } from '@bar/domain/i18n/limits';
import { type Locale } from '@bar/domain/locale';
import { type Scope } from '@bar/domain/i18n/scopes';
import { type DocumentStore, deleteField, type WriteOp } from '../stores/document-store.js';
import { readDocument, writeAll } from './translations.js';

/*
 * Metadata per tenant: meta_global/{lang}, meta_site/{lang},
 * meta_pages/{routeKey}_{lang} – one document per locale, field name → text (`og:title` …);
 * meta_orders/{key} – the saved row order, same keys as i18n_orders.
 */

const COLLECTION: Record<Scope, string> = {
  global: 'meta_global',
  site: 'meta_site',
  page: 'meta_pages',
};

export const META_ORDERS = 'meta_orders';

export interface MetaRef {
  scope: Scope;
  /** The page scope's route key. */
  routeKey: string;
}

/** field → locale → text. */
export type MetadataEntries = Record<string, Partial<Record<Locale, string>>>;

export const metadataDocPath = ({ scope, routeKey }: MetaRef, locale: Locale): string =>
  scope === 'page' ? `${COLLECTION.page}/${routeKey}_${locale}` : `${COLLECTION[scope]}/${locale}`;

/** The table of one scope; text-like values only (numbers and booleans as text), failures → empty. */
export async function loadMetadata(
  docs: DocumentStore,
  ref: MetaRef,
  locales: readonly Locale[],
): Promise<MetadataEntries> {
  const stored = await Promise.all(
    locales.map((locale) => readDocument(docs, metadataDocPath(ref, locale))),
  );
  const entries: MetadataEntries = {};
  locales.forEach((locale, i) => {
    for (const [field, value] of Object.entries(stored[i] ?? {})) {
      if (['string', 'number', 'boolean'].includes(typeof value)) {
        (entries[field] ??= {})[locale] = String(value);
      }
    }
  });
  return entries;
}

export async function saveMetadata(
  docs: DocumentStore,
  ref: MetaRef,
  entries: MetadataEntries,
): Promise<Locale[]> {
  const perLocale = new Map<Locale, Record<string, string>>();
  for (const [field, values] of Object.entries(entries)) {
    for (const [locale, text] of Object.entries(values) as [Locale, string | undefined][]) {
      if (text === undefined) continue;
      perLocale.set(locale, { ...perLocale.get(locale), [field]: text });
    }
  }
  const ops = [...perLocale].map(([locale, data]): WriteOp => ({
    type: 'set',
    path: metadataDocPath(ref, locale),
    data,
    merge: true,
  }));
  await writeAll(docs, ops);
  return [...perLocale.keys()];
}

/**
 * Removes fields from every given locale: updates of at most FIELD_DELETE_BATCH fields each; when
 * an update fails (the document is missing, say), an empty merged document is written instead,
 * as the spec says, so the locale's document exists afterwards either way.
 * Answers how many update calls were made.
 */
export async function deleteMetadataFields(
  docs: DocumentStore,
  ref: MetaRef,
  fields: readonly string[],
  locales: readonly Locale[],
): Promise<{ updates: number; fallbacks: number }> {
  let updates = 0;
  let fallbacks = 0;
  for (const locale of locales) {
    const path = metadataDocPath(ref, locale);
    for (const part of chunk(fields, FIELD_DELETE_BATCH)) {
      updates += 1;
      try {
        await docs.update(path, Object.fromEntries(part.map((field) => [field, deleteField()])));
      } catch {
        fallbacks += 1;
        await docs.set(path, {}, { merge: true });
      }
    }
  }
  return { updates, fallbacks };
}
