import { flattenMessages, type FlatMessages } from './flatten.js';
import { byteLength, mustSplitByPage } from './limits.js';
import { type Locale } from '../locale.js';
import { isKnownRouteKey } from './route-keys.js';
import { isTranslationId } from './translation-ids.js';

const FILE_NAME = /(es|en|fr)\.json$/i;

/**
 * Spec §5: a JSON import file is accepted only when its name ends in es, en or fr followed by
 * `.json` (any case: `home.ES.JSON`, `messages-fr.json`, `en.json`). Answers its locale, or null.
 */
export function importFileLocale(name: string): Locale | null {
  const match = FILE_NAME.exec(name.trim());
  return match ? (match[1]!.toLowerCase() as Locale) : null;
}

export interface ImportFile {
  name: string;
  text: string;
}

export type ImportWarning =
  | { file: string; reason: 'name' }
  | { file: string; reason: 'json' }
  | { file: string; reason: 'shape' }
  | { file: string; reason: 'ids'; ids: string[] };

export interface ParsedImport {
  /** Flat dictionaries per locale; files of the same locale merge in order (later wins). */
  dicts: Partial<Record<Locale, FlatMessages>>;
  warnings: ImportWarning[];
  /** UTF-8 size of the accepted files, for the split-by-page rule. */
  bytes: number;
}

/**
 * Reads the chosen files: names that do not qualify, invalid JSON and JSON that is not an object
 * are skipped with a warning; nested objects are flattened to dotted ids; ids that could not be
 * stored (`a..b`) are dropped with a warning listing them.
 */
export function parseTranslationFiles(files: readonly ImportFile[]): ParsedImport {
  const dicts: ParsedImport['dicts'] = {};
  const warnings: ImportWarning[] = [];
  let bytes = 0;
  for (const { name, text } of files) {
    const locale = importFileLocale(name);
    if (!locale) {
      warnings.push({ file: name, reason: 'name' });
      continue;
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      warnings.push({ file: name, reason: 'json' });
      continue;
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      warnings.push({ file: name, reason: 'shape' });
      continue;
    }
    bytes += byteLength(text);
    const flat = flattenMessages(json);
    const bad = Object.keys(flat).filter((id) => !isTranslationId(id));
    for (const id of bad) delete flat[id];
    if (bad.length > 0) warnings.push({ file: name, reason: 'ids', ids: bad });
    dicts[locale] = { ...dicts[locale], ...flat };
  }
  return { dicts, warnings, bytes };
}

export const IMPORT_MODES = ['global', 'site', 'split'] as const;

export type ImportMode = (typeof IMPORT_MODES)[number];

type PerLocale = Partial<Record<Locale, FlatMessages>>;

export interface ImportPlan {
  /** The mode applied: `split` when asked, or forced by size. */
  mode: ImportMode;
  global: PerLocale;
  site: PerLocale;
  pages: Record<string, PerLocale>;
}

/** In split mode: an id whose first dotted part is a known route key goes to that page. */
export const pageOfId = (id: string): string | null => {
  const first = id.split('.')[0] ?? '';
  return isKnownRouteKey(first) ? first : null;
};

/**
 * Where imported ids go. `global` / `site` put everything in that scope; `split` (split by page)
 * sends ids whose first dotted part is a known route key to that page and all others to global.
 * An import over 900000 bytes is split by page whatever the chosen mode (spec §5, §9), so no
 * single document nears the database's 1 MiB limit.
 */
export function planTranslationImport(dicts: PerLocale, mode: ImportMode, bytes = 0): ImportPlan {
  const applied: ImportMode = mustSplitByPage(bytes) ? 'split' : mode;
  const plan: ImportPlan = { mode: applied, global: {}, site: {}, pages: {} };
  for (const [locale, dict] of Object.entries(dicts) as [Locale, FlatMessages][]) {
    if (applied !== 'split') {
      plan[applied][locale] = { ...dict };
      continue;
    }
    for (const [id, text] of Object.entries(dict)) {
      const page = pageOfId(id);
      const target = page ? (plan.pages[page] ??= {}) : plan.global;
      (target[locale] ??= {})[id] = text;
    }
  }
  return plan;
}
