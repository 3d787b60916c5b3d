import { flattenMessages, type FlatMessages } from '@bar/domain/i18n/flatten';
import { chunk, FIELD_DELETE_BATCH } from '@bar/domain/i18n/limits';
import { type Locale, LOCALES } from '@bar/domain/locale';
import {
  type FallbackResult,
  planMove,
  type Scope,
  scopeFallbackChain,
} from '@bar/domain/i18n/scopes';
import { type TranslationEntries } from '@bar/domain/i18n/translation-ids';
import {
  type DocData,
  type DocumentStore,
  deleteField,
  serverTimestamp,
  type WriteOp,
} from '../stores/document-store.js';

/*
 * Translations per tenant:
 *   i18n_global/{lang}, i18n_site/{lang}, i18n_pages/{page}_{lang}  – one flat document per
 *     locale: field name = message id (`home.title`, the dots are part of the name), value = text;
 *   i18n_orders/{key} – { ids: string[], updatedAt }, key `global`, `site` or `page:{page}`.
 * Reads also accept documents written nested ({ home: { title } }): they are flattened.
 */

const COLLECTION: Record<Scope, string> = {
  global: 'i18n_global',
  site: 'i18n_site',
  page: 'i18n_pages',
};

/** Where one scope's locale lives; the page scope needs its page key. */
export interface ScopeRef {
  scope: Scope;
  page?: string;
}

export function translationDocPath({ scope, page }: ScopeRef, locale: Locale): string {
  if (scope !== 'page') return `${COLLECTION[scope]}/${locale}`;
  if (!page) throw new Error('the page scope needs a page key');
  return `${COLLECTION.page}/${page}_${locale}`;
}

/** A document as stored, or null; a failed read counts as missing (spec §8: empty object). */
export async function readDocument(docs: DocumentStore, path: string): Promise<DocData | null> {
  try {
    return await docs.get(path);
  } catch {
    return null;
  }
}

/** One locale's dictionary, flat; a missing or unreadable document is `{}`. */
export async function readDictionary(
  docs: DocumentStore,
  ref: ScopeRef,
  locale: Locale,
): Promise<FlatMessages> {
  return flattenMessages(await readDocument(docs, translationDocPath(ref, locale)));
}

/** The table id → locale → text of one scope over the given locales. */
export async function loadTranslations(
  docs: DocumentStore,
  ref: ScopeRef,
  locales: readonly Locale[],
): Promise<TranslationEntries> {
  const dicts = await Promise.all(locales.map((locale) => readDictionary(docs, ref, locale)));
  const entries: TranslationEntries = {};
  locales.forEach((locale, i) => {
    for (const [id, text] of Object.entries(dicts[i]!)) (entries[id] ??= {})[locale] = text;
  });
  return entries;
}

/** Spec §4 scope fallback: the first scope along page → site → global that has any id. */
export async function loadWithFallback(
  docs: DocumentStore,
  ref: ScopeRef,
  locales: readonly Locale[],
): Promise<FallbackResult> {
  for (const scope of scopeFallbackChain(ref.scope)) {
    const entries = await loadTranslations(docs, { scope, page: ref.page }, locales);
    if (Object.keys(entries).length > 0)
      return { source: scope, fallback: scope !== ref.scope, entries };
  }
  return { source: ref.scope, fallback: false, entries: {} };
}

/** The public dictionary of a locale (rdd): global, then site over it. */
export async function readPublicDictionary(
  docs: DocumentStore,
  locale: Locale,
): Promise<FlatMessages> {
  const [global, site] = await Promise.all([
    readDictionary(docs, { scope: 'global' }, locale),
    readDictionary(docs, { scope: 'site' }, locale),
  ]);
  return { ...global, ...site };
}

/** Writes in batches the store accepts (at most 500 writes, each batch all or nothing). */
export async function writeAll(docs: DocumentStore, ops: WriteOp[]): Promise<void> {
  for (const part of chunk(ops, 500)) await docs.batch(part);
}

/** Set-with-merge writes of id → text per locale document. */
function saveOps(ref: ScopeRef, entries: TranslationEntries): WriteOp[] {
  const perLocale = new Map<Locale, DocData>();
  for (const [id, values] of Object.entries(entries)) {
    for (const [locale, text] of Object.entries(values) as [Locale, string | undefined][]) {
      if (text === undefined) continue;
      const data = perLocale.get(locale) ?? {};
      data[id] = text;
      perLocale.set(locale, data);
    }
  }
  return [...perLocale].map(([locale, data]) => ({
    type: 'set',
    path: translationDocPath(ref, locale),
    data,
    merge: true,
  }));
}

export async function saveTranslations(
  docs: DocumentStore,
  ref: ScopeRef,
  entries: TranslationEntries,
): Promise<Locale[]> {
  const ops = saveOps(ref, entries);
  await writeAll(docs, ops);
  return LOCALES.filter((locale) => ops.some((op) => op.path === translationDocPath(ref, locale)));
}

const hasNested = (data: DocData, id: string): boolean => {
  let node: unknown = data;
  for (const part of id.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as DocData)[part];
  }
  return true;
};

/**
 * The writes that remove ids from one document, at most FIELD_DELETE_BATCH fields per write:
 * flat names by a merge with deleteField() (a dotted id is one field name), and ids found only
 * nested by an update, whose keys are paths. Absent ids cost nothing; nothing is created.
 */
export function deleteIdOps(
  path: string,
  stored: DocData | null,
  ids: readonly string[],
): { ops: WriteOp[]; count: number } {
  if (!stored) return { ops: [], count: 0 };
  const flat = ids.filter((id) => Object.hasOwn(stored, id));
  const nested = ids.filter(
    (id) => id.includes('.') && !Object.hasOwn(stored, id) && hasNested(stored, id),
  );
  const removal = (part: string[]) => Object.fromEntries(part.map((id) => [id, deleteField()]));
  const ops: WriteOp[] = [
    ...chunk(flat, FIELD_DELETE_BATCH).map((part): WriteOp => ({
      type: 'set',
      path,
      data: removal(part),
      merge: true,
    })),
    ...chunk(nested, FIELD_DELETE_BATCH).map((part): WriteOp => ({
      type: 'update',
      path,
      data: removal(part),
    })),
  ];
  return { ops, count: flat.length + nested.length };
}

async function deleteOpsFor(
  docs: DocumentStore,
  ref: ScopeRef,
  ids: readonly string[],
  locales: readonly Locale[],
) {
  const results = await Promise.all(
    locales.map(async (locale) => {
      const path = translationDocPath(ref, locale);
      return deleteIdOps(path, await docs.get(path), ids);
    }),
  );
  return {
    ops: results.flatMap((r) => r.ops),
    count: results.reduce((sum, r) => sum + r.count, 0),
  };
}

/** Removes ids from every given locale of a scope; answers how many fields went. */
export async function deleteTranslations(
  docs: DocumentStore,
  ref: ScopeRef,
  ids: readonly string[],
  locales: readonly Locale[],
): Promise<number> {
  const { ops, count } = await deleteOpsFor(docs, ref, ids, locales);
  await writeAll(docs, ops);
  return count;
}

/**
 * Spec §4 move selection: the ids' texts in `from` (every locale) are saved in `to` and the ids
 * deleted from the other two scopes (the page scope being `page`, skipped when none is given). Ids `from` does not hold are
 * reported as missing and left alone. Up to 500 writes it is one atomic batch.
 */
export async function moveTranslations(
  docs: DocumentStore,
  { ids, from, to, page }: { ids: readonly string[]; from: Scope; to: Scope; page?: string },
): Promise<{ moved: string[]; missing: string[] }> {
  const source = await loadTranslations(docs, { scope: from, page }, LOCALES);
  const moved = ids.filter((id) => Object.hasOwn(source, id));
  const missing = ids.filter((id) => !Object.hasOwn(source, id));
  if (moved.length === 0) return { moved, missing };
  const selection = Object.fromEntries(moved.map((id) => [id, source[id]!]));
  const { saveIn, deleteFrom } = planMove(to);
  // Without a page in context there is no page scope to clear.
  const scopes = deleteFrom.filter((scope) => scope !== 'page' || page);
  const deletes = await Promise.all(
    scopes.map((scope) => deleteOpsFor(docs, { scope, page }, moved, LOCALES)),
  );
  await writeAll(docs, [
    ...saveOps({ scope: saveIn, page }, selection),
    ...deletes.flatMap((d) => d.ops),
  ]);
  return { moved, missing };
}

/** An order list (i18n_orders/{key}, meta_orders/{key}); missing or unreadable → []. */
export async function readOrder(
  docs: DocumentStore,
  collection: string,
  key: string,
): Promise<string[]> {
  const ids = (await readDocument(docs, `${collection}/${key}`))?.ids;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
}

export async function saveOrder(
  docs: DocumentStore,
  collection: string,
  key: string,
  ids: readonly string[],
) {
  await docs.set(`${collection}/${key}`, { ids: [...ids], updatedAt: serverTimestamp() });
}

export const I18N_ORDERS = 'i18n_orders';
