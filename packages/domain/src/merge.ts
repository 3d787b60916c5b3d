import type { z } from 'zod';

/**
 * Document merging with Cloud Firestore's `set(..., { merge: true })` semantics, which is how every
 * content document (branding, settings, styles, overrides) is layered over its defaults: maps merge
 * key by key, arrays and scalars replace. Shared by the API's readers and writers and by clients
 * previewing an edit, so the merge rule is written once.
 */
export type JsonObject = Record<string, unknown>;

export const isPlainObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

/**
 * `over` merged into `base`, neither mutated: nested maps merge, arrays replace, `undefined`
 * leaves the base value. An empty map in `over` keeps the base map (merging nothing into it).
 */
export function deepMerge<T extends JsonObject>(base: T, over: JsonObject | null | undefined): T {
  const out: JsonObject = clone(base);
  if (!over) return out as T;
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] =
      isPlainObject(value) && isPlainObject(current) ? deepMerge(current, value) : clone(value);
  }
  return out as T;
}

/** Layers documents left to right: `mergeLayers(defaults, stored, overrides)`. */
export const mergeLayers = <T extends JsonObject>(
  base: T,
  ...layers: (JsonObject | null | undefined)[]
): T => layers.reduce<T>((acc, layer) => deepMerge(acc, layer), base);

/**
 * A JSON merge patch (RFC 7396) with Firestore's array rule: `null` deletes a field, maps merge,
 * arrays and scalars replace. The answer to a PATCH is computed this way before it is validated.
 */
export function applyMergePatch<T extends JsonObject>(target: T, patch: JsonObject): T {
  const out: JsonObject = clone(target);
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    if (value === null) {
      delete out[key];
      continue;
    }
    const current = out[key];
    out[key] = isPlainObject(value)
      ? applyMergePatch(isPlainObject(current) ? current : {}, value)
      : clone(value);
  }
  return out as T;
}

/** The dotted paths a merge patch deletes (`{ a: { b: null } }` → `['a.b']`). */
export function deletedPaths(patch: JsonObject, prefix: string[] = []): string[][] {
  return Object.entries(patch).flatMap(([key, value]) => {
    if (value === null) return [[...prefix, key]];
    return isPlainObject(value) ? deletedPaths(value, [...prefix, key]) : [];
  });
}

/** The patch without its deletions and without maps left empty (no-ops in a merge patch). */
export function withoutDeletions(patch: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined) continue;
    if (isPlainObject(value)) {
      const inner = withoutDeletions(value);
      if (Object.keys(inner).length > 0) out[key] = inner;
    } else out[key] = clone(value);
  }
  return out;
}

/* ---- lenient reading: stored documents merged over the schema's defaults ---- */

const FAIL = Symbol('fail');
type Read = unknown;

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  keyType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/**
 * The value read through `schema`, repairing instead of failing: a field that does not parse
 * takes its default (or disappears when optional), bad list items are dropped, unknown keys of
 * loose objects are kept. `FAIL` means no repair exists at this level, so the caller's default
 * applies. Only the shapes our content schemas use are walked; anything else is all or nothing.
 */
function lenient(schema: z.ZodType, value: unknown): Read {
  const direct = schema.safeParse(value);
  if (direct.success) return direct.data;
  const def = defOf(schema);
  switch (def.type) {
    case 'default':
    case 'prefault': {
      const inner = value === undefined ? FAIL : lenient(def.innerType!, value);
      return inner === FAIL ? schema.parse(undefined) : inner;
    }
    case 'optional':
    case 'nullable': {
      const inner = value === undefined || value === null ? FAIL : lenient(def.innerType!, value);
      return inner === FAIL ? undefined : inner;
    }
    case 'object': {
      if (!isPlainObject(value)) return FAIL;
      const loose = def.catchall !== undefined && defOf(def.catchall).type !== 'never';
      const out: JsonObject = loose ? { ...value } : {};
      for (const [key, field] of Object.entries(def.shape ?? {})) {
        const read = lenient(field, value[key]);
        if (read === FAIL) return FAIL;
        if (read === undefined) delete out[key];
        else out[key] = read;
      }
      return out;
    }
    case 'array': {
      if (!Array.isArray(value)) return FAIL;
      return value
        .map((item) => lenient(def.element!, item))
        .filter((item) => item !== FAIL && item !== undefined);
    }
    case 'record': {
      if (!isPlainObject(value)) return FAIL;
      const entries = Object.entries(value)
        .filter(([key]) => def.keyType!.safeParse(key).success)
        .map(([key, item]) => [key, lenient(def.valueType!, item)] as const)
        .filter(([, item]) => item !== FAIL && item !== undefined);
      return Object.fromEntries(entries);
    }
    case 'pipe': {
      // z.preprocess(fn, schema) is pipe(transform(fn), schema): normalise, then repair.
      const first = lenient(def.in!, value);
      return first === FAIL ? FAIL : lenient(def.out!, first);
    }
    default:
      return FAIL;
  }
}

/** A stored document read through `schema`: never throws, whatever was stored. */
export function readLenient<S extends z.ZodType>(schema: S, stored: unknown): z.output<S> {
  const read = lenient(schema, isPlainObject(stored) ? stored : {});
  return (read === FAIL ? schema.parse({}) : read) as z.output<S>;
}

/**
 * Stored layers merged (Firestore rule) and read over the schema's defaults:
 * `mergeOverDefaults(BrandingSchema, stored, localeOverrides)`.
 */
export const mergeOverDefaults = <S extends z.ZodType>(
  schema: S,
  ...layers: unknown[]
): z.output<S> =>
  readLenient(
    schema,
    mergeLayers({}, ...layers.map((layer) => (isPlainObject(layer) ? layer : undefined))),
  );
