import type { z } from 'zod';
import { isPlainObject } from '../merge.js';

/** The longest text a content document may hold in one field (terms and privacy included). */
export const MAX_TEXT_LENGTH = 20_000;
/** The most items one list of a content document may hold. */
export const MAX_LIST_LENGTH = 500;

/**
 * Why a patch is refused, one per offending path. `code` is a message id the back office
 * translates: `unrecognized_keys` (a key the document does not have), `too_big` (a text over
 * MAX_TEXT_LENGTH or a list over MAX_LIST_LENGTH), `null_block` (`null` would erase a whole
 * group: send its fields instead).
 */
export type PatchIssue = {
  path: string;
  code: 'unrecognized_keys' | 'too_big' | 'null_block';
  message: string;
};

type Def = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under defaults, optionals and nullables. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 10; depth += 1) {
    const def = defOf(current);
    if (
      !def.innerType ||
      !['default', 'prefault', 'optional', 'nullable', 'catch', 'readonly'].includes(def.type)
    )
      break;
    current = def.innerType;
  }
  return current;
}

const join = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** Whether two JSON values are equal (objects by their keys, lists in order). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameJson(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key in b && sameJson(a[key], b[key]));
}

/** Whether the schema itself admits `null` (a nullable group such as the shop's `stripe`). */
const admitsNull = (schema: z.ZodType | undefined): boolean =>
  schema ? schema.safeParse(null).success : true;

/**
 * Checks a JSON merge patch against a document schema before it is applied: every key must be
 * one the schema names (inside records and free-form values anything goes), every text is at
 * most MAX_TEXT_LENGTH characters and every list at most MAX_LIST_LENGTH items, and `null` may
 * delete a field but never a whole group (an object of the schema) unless the schema itself
 * admits null there ("none", as the shop's `stripe`).
 *
 * `current` is the document the patch applies to (as the API handed it out): a key the schema
 * does not name passes when the patch gives it the value it already has, so whatever a read
 * answers can be written back unchanged. Only a new or changed unknown key is refused.
 */
export function checkContentPatch(
  schema: z.ZodType,
  patch: unknown,
  prefix = '',
  current?: unknown,
): PatchIssue[] {
  const issues: PatchIssue[] = [];
  walk(schema, patch, prefix, issues, true, current);
  return issues;
}

function walk(
  schema: z.ZodType | undefined,
  value: unknown,
  path: string,
  issues: PatchIssue[],
  inPatch: boolean,
  current?: unknown,
): void {
  const inner = schema ? unwrap(schema) : undefined;
  const def = inner ? defOf(inner) : undefined;
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH)
      issues.push({ path, code: 'too_big', message: `at most ${MAX_TEXT_LENGTH} characters` });
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > MAX_LIST_LENGTH)
      issues.push({ path, code: 'too_big', message: `at most ${MAX_LIST_LENGTH} items` });
    const element = def?.type === 'array' ? def.element : undefined;
    const before = Array.isArray(current) ? current : [];
    value.forEach((item, index) =>
      walk(element, item, join(path, String(index)), issues, false, before[index]),
    );
    return;
  }
  if (value === null) {
    if (inPatch && def?.type === 'object' && path !== '' && !admitsNull(schema))
      issues.push({ path, code: 'null_block', message: 'a group cannot be erased with null' });
    return;
  }
  if (!isPlainObject(value)) return;
  const shape = def?.type === 'object' ? def.shape : undefined;
  const stored = isPlainObject(current) ? current : {};
  for (const [key, child] of Object.entries(value)) {
    const childPath = join(path, key);
    if (shape && !(key in shape)) {
      if (!(key in stored && sameJson(stored[key], child)))
        issues.push({ path: childPath, code: 'unrecognized_keys', message: 'unknown field' });
      continue;
    }
    // Inside a record or a free-form value only sizes are checked.
    walk(shape ? shape[key] : undefined, child, childPath, issues, inPatch, stored[key]);
  }
}
