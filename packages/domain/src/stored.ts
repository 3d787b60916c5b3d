import type { z } from 'zod';

/**
 * Reading what a store holds: a stored document is data from outside the program (older
 * versions, hand edits in the database console, other tools), so it goes through its schema
 * like any request body before it is used.
 */

/** A stored value checked against its schema: the value, or the failing fields' paths. */
export type StoredParse<T> = { ok: true; value: T } | { ok: false; fields: string[] };

export function parseStored<S extends z.ZodType>(
  schema: S,
  value: unknown,
): StoredParse<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  // Paths only: an issue's text may quote what was stored, which can be personal data.
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(document)');
  return { ok: false, fields: [...new Set(fields)] };
}

/** A stored field through its schema, or undefined when it does not fit (its default applies). */
export const valid = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> | undefined => {
  const parsed = parseStored(schema, value);
  return parsed.ok ? parsed.value : undefined;
};

/** The items of a stored list that fit their schema (none when it is not a list). */
export const validItems = <S extends z.ZodType>(schema: S, value: unknown): z.output<S>[] =>
  Array.isArray(value)
    ? value.flatMap((item) => {
        const parsed = parseStored(schema, item);
        return parsed.ok ? [parsed.value] : [];
      })
    : [];
