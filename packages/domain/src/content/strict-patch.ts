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

/**
 * Checks a JSON merge patch against a document schema before it is applied: every key must be
 * one the schema names (inside records and free-form values anything goes), every text is at
 * most MAX_TEXT_LENGTH characters and every list at most MAX_LIST_LENGTH items, and `null` may
 * delete a field but never a whole group (an object of the schema).
 */
export function checkContentPatch(schema: z.ZodType, patch: unknown, prefix = ''): PatchIssue[] {
  const issues: PatchIssue[] = [];
  walk(schema, patch, prefix, issues, true);
  return issues;
}

function walk(
  schema: z.ZodType | undefined,
  value: unknown,
  path: string,
  issues: PatchIssue[],
  inPatch: boolean,
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
    value.forEach((item, index) => walk(element, item, join(path, String(index)), issues, false));
    return;
  }
  if (value === null) {
    if (inPatch && def?.type === 'object' && path !== '')
      issues.push({ path, code: 'null_block', message: 'a group cannot be erased with null' });
    return;
  }
  if (!isPlainObject(value)) return;
  const shape = def?.type === 'object' ? def.shape : undefined;
  for (const [key, child] of Object.entries(value)) {
    const childPath = join(path, key);
    if (shape && !(key in shape)) {
      issues.push({ path: childPath, code: 'unrecognized_keys', message: 'unknown field' });
      continue;
    }
    // Inside a record or a free-form value only sizes are checked.
    walk(shape ? shape[key] : undefined, child, childPath, issues, inPatch);
  }
}
