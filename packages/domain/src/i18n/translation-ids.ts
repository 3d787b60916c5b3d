import { z } from 'zod';

/** id → locale → text: one table of the translation editor, and the API's payload. */
export type TranslationEntries = Record<string, Record<string, string>>;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A message id: a dotted key such as `home.welcome`, already trimmed. Stored as a field name of
 * the per-locale document, so it must not be empty, have empty dotted parts (`a..b`, `.a`, `a.`),
 * hold control characters, or look like a reserved name (`__x__`).
 */
export const TranslationIdSchema = z
  .string()
  .min(1)
  .max(256)
  .refine((id) => id === id.trim(), 'No leading or trailing spaces.')
  .refine((id) => !CONTROL.test(id), 'No control characters.')
  .refine((id) => id.split('.').every((part) => part.trim() !== ''), 'No empty dotted parts.')
  .refine((id) => !/^__.*__$/.test(id), 'Names like __x__ are reserved.');

export const isTranslationId = (id: string): boolean => TranslationIdSchema.safeParse(id).success;

/** Spec §5 bulk id import: one id per line, trimmed, blank lines skipped (order kept, repeats dropped). */
export function parseBulkIds(text: string): string[] {
  const ids = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [...new Set(ids)];
}

export interface AddIdsResult {
  entries: TranslationEntries;
  /** Ids created, in the order given. */
  added: string[];
  /** Candidates left out: blank, not a valid id, or already present (duplicates are ignored). */
  skipped: string[];
}

/**
 * Spec §5 add id: the id is trimmed and must be non-empty; a duplicate is ignored; a new id is
 * created for every active locale with the value set to the id itself (so it reads red until
 * translated). Returns a new table; the input is not changed.
 */
export function addTranslationIds(
  entries: Readonly<TranslationEntries>,
  candidates: readonly string[],
  activeLocales: readonly string[],
): AddIdsResult {
  const out: TranslationEntries = { ...entries };
  const added: string[] = [];
  const skipped: string[] = [];
  for (const raw of candidates) {
    const id = raw.trim();
    if (!id || !isTranslationId(id) || Object.hasOwn(out, id)) {
      skipped.push(raw);
      continue;
    }
    out[id] = Object.fromEntries(activeLocales.map((locale) => [locale, id]));
    added.push(id);
  }
  return { entries: out, added, skipped };
}
