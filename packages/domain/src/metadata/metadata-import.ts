import { mustSplitByPage } from '../i18n/limits.js';
import { isLocale, type Locale, LOCALES } from '../locale.js';
import { normalizeRouteKey } from '../i18n/route-keys.js';
import { type Scope } from '../i18n/scopes.js';
import { isMetadataFieldName } from './fields.js';

export type MetaFields = Record<string, string>;

/** One document to merge: a scope's locale, or a page's (routeKey) locale. */
export interface MetadataImportWrite {
  scope: Scope;
  /** Only for the page scope. */
  routeKey?: string;
  locale: Locale;
  fields: MetaFields;
}

export type MetadataImportPlan =
  | {
      ok: true;
      /** pages: route → locale → fields; locales: locale → fields; all: one object for every locale. */
      shape: 'pages' | 'locales' | 'all';
      /** Whether the size rule forced page documents in a non-page scope. */
      split: boolean;
      writes: MetadataImportWrite[];
      /** Paths left out: unknown locales, non-text values, invalid field names. */
      ignored: string[];
    }
  | { ok: false; reason: 'shape' };

export interface MetadataImportOptions {
  scope: Scope;
  /** The page scope's route key (default home). */
  routeKey?: string;
  /** The active locales (default all three). */
  locales?: readonly Locale[];
  /** UTF-8 size of the JSON text, for the automatic split by page. */
  bytes?: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Route → locale → fields: a non-empty object whose values are non-empty objects of objects. */
const isRouteNested = (json: Record<string, unknown>): boolean => {
  const routes = Object.values(json);
  return (
    routes.length > 0 &&
    routes.every(
      (route) =>
        isObject(route) && Object.keys(route).length > 0 && Object.values(route).every(isObject),
    )
  );
};

function fieldsOf(value: unknown, path: string, ignored: string[]): MetaFields {
  const out: MetaFields = {};
  if (!isObject(value)) {
    ignored.push(path);
    return out;
  }
  for (const [name, text] of Object.entries(value)) {
    const ok = isMetadataFieldName(name) && ['string', 'number', 'boolean'].includes(typeof text);
    if (ok) out[name] = String(text);
    else ignored.push(`${path}${path ? '.' : ''}${name}`);
  }
  return out;
}

/**
 * Spec §5 metadata JSON import, checked in this order:
 * 1. page scope (or any scope once the JSON is over 900000 bytes) and values nested as
 *    route → locale → fields: one write per route (normalised) and locale;
 * 2. top-level keys include es, en or fr, or the object is empty: applied per locale;
 * 3. otherwise the same fields for every active locale.
 * A JSON that is not an object is refused. Locales outside the active ones are ignored.
 */
export function planMetadataImport(
  json: unknown,
  options: MetadataImportOptions,
): MetadataImportPlan {
  if (!isObject(json)) return { ok: false, reason: 'shape' };
  const { scope, routeKey = 'home', locales = LOCALES, bytes = 0 } = options;
  const active = (locale: string): locale is Locale => isLocale(locale) && locales.includes(locale);
  const ignored: string[] = [];
  const nested = isRouteNested(json);
  const split = nested && scope !== 'page' && mustSplitByPage(bytes);
  const target = scope === 'page' ? { scope, routeKey: normalizeRouteKey(routeKey) } : { scope };

  if (nested && (scope === 'page' || split)) {
    const writes: MetadataImportWrite[] = [];
    for (const [route, perLocale] of Object.entries(
      json as Record<string, Record<string, unknown>>,
    )) {
      for (const [locale, fields] of Object.entries(perLocale)) {
        if (!active(locale)) ignored.push(`${route}.${locale}`);
        else
          writes.push({
            scope: 'page',
            routeKey: normalizeRouteKey(route),
            locale,
            fields: fieldsOf(fields, `${route}.${locale}`, ignored),
          });
      }
    }
    return { ok: true, shape: 'pages', split, writes, ignored };
  }

  const keys = Object.keys(json);
  if (keys.length === 0 || keys.some(isLocale)) {
    const writes: MetadataImportWrite[] = [];
    for (const key of keys) {
      if (!active(key)) ignored.push(key);
      else writes.push({ ...target, locale: key, fields: fieldsOf(json[key], key, ignored) });
    }
    return { ok: true, shape: 'locales', split: false, writes, ignored };
  }

  const fields = fieldsOf(json, '', ignored);
  const writes = locales.map((locale) => ({ ...target, locale, fields: { ...fields } }));
  return { ok: true, shape: 'all', split: false, writes, ignored };
}
