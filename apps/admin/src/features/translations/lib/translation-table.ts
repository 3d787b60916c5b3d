import type { FlatMessages } from '@bar/domain/i18n/flatten';
import type { ImportPlan } from '@bar/domain/i18n/import-files';
import type { Scope } from '@bar/domain/i18n/scopes';
import type { Locale } from '@bar/domain/locale';

/** id → locale → text, as the API answers a scope. */
export type Entries = Record<string, Partial<Record<Locale, string>>>;

const text = (entries: Entries, id: string, locale: Locale) => entries[id]?.[locale] ?? '';

/**
 * What "save all" sends: the cells of the active locales that differ from what is stored, and
 * every active locale of an id added since the load.
 */
export function changedCells(
  ids: readonly string[],
  values: Entries,
  stored: Entries,
  active: readonly Locale[],
): Entries {
  const out: Entries = {};
  for (const id of ids) {
    const isNew = !(id in stored);
    for (const locale of active) {
      const next = text(values, id, locale);
      if (isNew || next !== text(stored, id, locale)) (out[id] ??= {})[locale] = next;
    }
  }
  return out;
}

/** Case-insensitive "contains" over the id. */
export const matchesSearch = (id: string, search: string): boolean =>
  id.toLowerCase().includes(search.trim().toLowerCase());

/** Per-locale flat dictionaries turned into one table. */
export function toEntries(perLocale: Partial<Record<Locale, FlatMessages>>): Entries {
  const out: Entries = {};
  for (const [locale, dict] of Object.entries(perLocale) as [Locale, FlatMessages][])
    for (const [id, value] of Object.entries(dict)) (out[id] ??= {})[locale] = value;
  return out;
}

/** An import plan as the saves it needs: one per non-empty scope table. */
export function importSaves(plan: ImportPlan): { scope: Scope; page?: string; entries: Entries }[] {
  const saves: { scope: Scope; page?: string; entries: Entries }[] = [
    { scope: 'global', entries: toEntries(plan.global) },
    { scope: 'site', entries: toEntries(plan.site) },
    ...Object.entries(plan.pages).map(([page, perLocale]) => ({
      scope: 'page' as const,
      page,
      entries: toEntries(perLocale),
    })),
  ];
  return saves.filter((save) => Object.keys(save.entries).length > 0);
}

/** The route key of the page scope: a chosen known key, or a typed route normalised. */
export const TRANSLATION_CUSTOM_ROUTE = 'custom';
