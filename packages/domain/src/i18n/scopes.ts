import { z } from 'zod';
import { type TranslationEntries } from './translation-ids.js';

/** Spec §2: per page, site-wide and global (components). Metadata uses the same three. */
export const SCOPES = ['global', 'site', 'page'] as const;

export const ScopeSchema = z.enum(SCOPES);

export type Scope = z.output<typeof ScopeSchema>;

/** Spec §4: where a load looks, in order: page → site → global; site → global; global alone. */
export function scopeFallbackChain(scope: Scope): Scope[] {
  if (scope === 'page') return ['page', 'site', 'global'];
  if (scope === 'site') return ['site', 'global'];
  return ['global'];
}

/** A table is empty when it has no id at all (ids with empty texts still count). */
export const isEmptyTable = (entries: Readonly<TranslationEntries>): boolean =>
  Object.keys(entries).length === 0;

export interface FallbackResult {
  /** The scope whose table is shown. */
  source: Scope;
  /** Whether it is another scope than the one asked for. */
  fallback: boolean;
  entries: TranslationEntries;
}

/**
 * Spec §4 scope fallback on load: the first non-empty table along the chain; when all are empty,
 * the asked scope's (empty) table, with no fallback.
 */
export function resolveScopeFallback(
  scope: Scope,
  tables: Partial<Record<Scope, TranslationEntries>>,
): FallbackResult {
  for (const candidate of scopeFallbackChain(scope)) {
    const entries = tables[candidate] ?? {};
    if (!isEmptyTable(entries))
      return { source: candidate, fallback: candidate !== scope, entries };
  }
  return { source: scope, fallback: false, entries: {} };
}

/** Spec §4 move selection: saved in the target scope, deleted from the other two. */
export function planMove(to: Scope): { saveIn: Scope; deleteFrom: Scope[] } {
  return { saveIn: to, deleteFrom: SCOPES.filter((scope) => scope !== to) };
}

/**
 * The three tables after moving a selection (id → locale → text) to `to`: the selected rows are
 * merged into the target and removed from the other two. Inputs are left unchanged.
 */
export function moveSelection(
  tables: Readonly<Record<Scope, TranslationEntries>>,
  selection: Readonly<TranslationEntries>,
  to: Scope,
): Record<Scope, TranslationEntries> {
  const { deleteFrom } = planMove(to);
  const out = { global: { ...tables.global }, site: { ...tables.site }, page: { ...tables.page } };
  for (const [id, values] of Object.entries(selection)) {
    out[to][id] = { ...out[to][id], ...values };
    for (const scope of deleteFrom) delete out[scope][id];
  }
  return out;
}
