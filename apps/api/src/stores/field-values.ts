import { type DocData, FieldSentinel } from './document-store.js';
import { badRequest } from './errors.js';
import { fieldSegments } from './paths.js';

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof FieldSentinel) &&
  !(value instanceof Date);

/**
 * Prepares data for either adapter: Dates and `serverTimestamp()` become ISO strings, `undefined`
 * disappears (as with Firestore's ignoreUndefinedProperties), and `deleteField()` is allowed only
 * where Firestore allows it: top-level in `update`, anywhere in a merge, never in a plain set.
 */
export function prepareData(data: DocData, mode: 'set' | 'merge' | 'update', now: string): DocData {
  if (!isPlainObject(data)) throw badRequest('Document data must be an object');
  const walk = (value: unknown, depth: number): unknown => {
    if (value instanceof FieldSentinel) {
      if (value.kind === 'serverTimestamp') return now;
      if (mode === 'set' || (mode === 'update' && depth > 1)) {
        throw badRequest('deleteField() is only allowed in update() or set() with merge');
      }
      return value;
    }
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'number' && !Number.isFinite(value))
      throw badRequest('Numbers must be finite');
    if (Array.isArray(value)) {
      return value.map((item) => {
        if (item instanceof FieldSentinel) throw badRequest('Sentinels are not allowed in arrays');
        if (Array.isArray(item)) throw badRequest('Nested arrays are not supported');
        return walk(item, depth + 1);
      });
    }
    if (isPlainObject(value)) {
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) {
        if (key === '') throw badRequest('Field names must not be empty');
        if (item !== undefined) out[key] = walk(item, depth + 1);
      }
      return out;
    }
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
    throw badRequest(`Unsupported value of type ${typeof value}`);
  };
  if (mode === 'update') for (const key of Object.keys(data)) fieldSegments(key);
  return walk(data, 0) as DocData;
}

/** Firestore's set-with-merge: maps merge recursively, everything else (arrays included) replaces. */
export function mergeInto(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === FieldSentinel.delete) delete out[key];
    else if (isPlainObject(value) && Object.keys(value).length > 0) {
      const current = out[key];
      out[key] = mergeInto(isPlainObject(current) ? current : {}, value);
    } else out[key] = value;
  }
  return out;
}

/** Firestore's update: each key is a dotted path whose value replaces (or deletes) that field. */
export function applyUpdate(target: DocData, patch: DocData): DocData {
  const out = structuredClone(target);
  for (const [key, value] of Object.entries(patch)) {
    const parts = fieldSegments(key);
    const leaf = parts.pop() as string;
    let node: Record<string, unknown> = out;
    for (const part of parts) {
      const next = node[part];
      if (!isPlainObject(next)) {
        if (value === FieldSentinel.delete) {
          node = {};
          break;
        }
        node[part] = {};
      }
      node = node[part] as Record<string, unknown>;
    }
    if (value === FieldSentinel.delete) delete node[leaf];
    else node[leaf] = value;
  }
  return out;
}

export function getField(data: DocData, field: string): unknown {
  let node: unknown = data;
  for (const part of field.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[part];
  }
  return node;
}

/** Sorted keys at every depth: a stable form for storage, equality of maps and exports. */
export function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}
