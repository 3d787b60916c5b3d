// JSON documents as the editors change them, and the RFC 7396 merge patch that saves only what
// changed (the branding and the theme editor send their edits this way).

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);

/** RFC 7396 merge patch from `before` to `after` (objects: changed keys; removed keys: null). */
export function mergePatch(before: JsonObject, after: JsonObject): JsonObject {
  const patch: JsonObject = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const a = before[key];
    const b = after[key];
    if (same(a, b)) continue;
    if (b === undefined) patch[key] = null;
    else if (
      a !== null &&
      b !== null &&
      typeof a === 'object' &&
      typeof b === 'object' &&
      !Array.isArray(a) &&
      !Array.isArray(b)
    )
      patch[key] = mergePatch(a, b);
    else patch[key] = b;
  }
  return patch;
}
