/** Spec §9: field deletes go to the database in batches of this many fields. */
export const FIELD_DELETE_BATCH = 400;

/** Spec §9: a metadata or translation JSON over this many bytes (about 0.9 MiB) is split by page. */
export const SPLIT_BY_PAGE_BYTES = 900_000;

/** Splits a list into consecutive pieces of at most `size` items (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError('chunk size must be a positive integer');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** UTF-8 size of a text, the measure the 900000-byte rule uses. */
export const byteLength = (text: string): number => new TextEncoder().encode(text).length;

/** Whether an import of this many bytes must be split by page. */
export const mustSplitByPage = (bytes: number): boolean => bytes > SPLIT_BY_PAGE_BYTES;
