import { type Locale, LOCALES } from '@bar/domain/locale';
import { META_FIELDS } from '@bar/domain/metadata/fields';
import type { MetadataImportWrite } from '@bar/domain/metadata/metadata-import';
import type { Scope } from '@bar/domain/i18n/scopes';

/** field → locale → text, as the API answers a scope. */
export type MetadataEntries = Record<string, Partial<Record<Locale, string>>>;

/** The saved row order's key: `global`, `site` or `page:{routeKey}`. */
export const orderKey = (scope: Scope, routeKey: string): string =>
  scope === 'page' ? `page:${routeKey}` : scope;

/**
 * The rows to show: the saved order first (names still present or standard), then the stored
 * fields it does not name, then the standard fields not stored yet (empty, status red).
 */
export function rowOrder(entries: MetadataEntries, savedOrder: readonly string[]): string[] {
  const known = new Set([...Object.keys(entries), ...META_FIELDS]);
  const rows = savedOrder.filter((name) => known.has(name));
  for (const name of [...Object.keys(entries), ...META_FIELDS])
    if (!rows.includes(name)) rows.push(name);
  return [...new Set(rows)];
}

/** Moves the rows named in `first` (those present) to the top, in that order. */
export function applyOrder(rows: readonly string[], first: readonly string[]): string[] {
  const head = first.filter((name) => rows.includes(name));
  return [...new Set([...head, ...rows])];
}

const text = (entries: MetadataEntries, field: string, locale: Locale) =>
  entries[field]?.[locale] ?? '';

const STANDARD = new Set<string>(META_FIELDS);

/**
 * What Save sends: every cell that differs from what is stored, and the fields staff added since
 * the load (all locales, empty ones as ''), so a new field survives a reload. A standard field
 * not stored yet (an empty row the table always shows) is sent only with the cells typed in it:
 * a one-cell edit stays a one-cell save, not every empty row written as ''.
 */
export function changedEntries(
  rows: readonly string[],
  values: MetadataEntries,
  stored: MetadataEntries,
): MetadataEntries {
  const out: MetadataEntries = {};
  for (const field of rows) {
    const isNew = !(field in stored);
    for (const locale of LOCALES) {
      const next = text(values, field, locale);
      const changed = isNew
        ? !STANDARD.has(field) || next !== ''
        : next !== text(stored, field, locale);
      if (changed) (out[field] ??= {})[locale] = next;
    }
  }
  return out;
}

/** True when the rows are not in the order they were loaded in (Save keeps the new order too). */
export const orderChanged = (rows: readonly string[], loaded: readonly string[]): boolean =>
  rows.length !== loaded.length || rows.some((name, index) => name !== loaded[index]);

/** Stored fields no longer in the table: Save deletes them. */
export const removedFields = (rows: readonly string[], stored: MetadataEntries): string[] =>
  Object.keys(stored).filter((field) => !rows.includes(field));

/** The import's writes grouped into one save per scope table. */
export function groupImportWrites(
  writes: readonly MetadataImportWrite[],
): { scope: Scope; routeKey?: string; entries: MetadataEntries }[] {
  const groups = new Map<string, { scope: Scope; routeKey?: string; entries: MetadataEntries }>();
  for (const write of writes) {
    const key = `${write.scope}:${write.routeKey ?? ''}`;
    const group = groups.get(key) ?? { scope: write.scope, routeKey: write.routeKey, entries: {} };
    for (const [field, value] of Object.entries(write.fields))
      (group.entries[field] ??= {})[write.locale] = value;
    groups.set(key, group);
  }
  return [...groups.values()].filter((group) => Object.keys(group.entries).length > 0);
}

type Issue = { path?: unknown; code?: unknown };

/** Cell errors from a refused save: issues at `entries.{field}.{locale}`. */
export const CELL_PATH = /^entries\.([^.]+)(?:\.(es|en|fr))?$/;

/** A refused save's issues by cell (`field|locale`, or `field|` for the whole row). */
export function cellErrors(error: unknown): Record<string, unknown> {
  const issues = (error as { issues?: Issue[] } | null)?.issues;
  const out: Record<string, unknown> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : '';
    const match = CELL_PATH.exec(path);
    if (match) out[`${match[1]}|${match[2] ?? ''}`] = issue.code;
  }
  return out;
}
