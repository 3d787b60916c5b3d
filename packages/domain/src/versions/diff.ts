import { isPlainObject } from '../merge.js';

/** One changed leaf between two documents: its dotted path and the values before and after. */
export type DocumentChange = {
  path: string;
  before: unknown;
  after: unknown;
};

/** JSON with every map's keys sorted: a store may hand keys back in another order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    isPlainObject(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, inner[key]]),
        )
      : inner,
  );

/** Nothing, as staff read it: no value, an empty text, an empty list or `null`. */
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** Two values the same as staff read them (a form writes '' where nothing was stored). */
const same = (a: unknown, b: unknown) =>
  (isEmpty(a) && isEmpty(b)) || canonical(a) === canonical(b);

/**
 * The leaves that differ between two JSON documents, sorted by path. Maps are walked key by key;
 * arrays and scalars compare as a whole (a list edit is one change, as it is saved). A missing
 * side is `undefined`; an empty text, an empty list and `null` are no change from a missing one.
 */
export function diffDocuments(before: unknown, after: unknown, prefix = ''): DocumentChange[] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) =>
      diffDocuments(before[key], after[key], prefix ? `${prefix}.${key}` : key),
    );
  }
  if (isPlainObject(before) && after === undefined) return diffDocuments(before, {}, prefix);
  if (before === undefined && isPlainObject(after)) return diffDocuments({}, after, prefix);
  return same(before, after) ? [] : [{ path: prefix, before, after }];
}

/** The changed paths only (what a version records as "what changed"), at most `limit`. */
export const changedPaths = (before: unknown, after: unknown, limit = 50): string[] =>
  diffDocuments(before, after)
    .slice(0, limit)
    .map((change) => change.path);
