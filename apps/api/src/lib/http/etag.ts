import { createHash } from 'node:crypto';
import { isPlainObject } from '@bar/domain/merge';

/** Sorted keys at every depth, so equal documents hash equally whatever their key order. */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value;

/** A strong ETag: the SHA-256 of the body's canonical JSON. */
export const strongEtag = (body: unknown) =>
  `"${createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('base64url')}"`;

/**
 * RFC 9110 §13.1.2: If-None-Match compares weakly, so `W/"x"` matches `"x"`; `*` matches any
 * current representation; several tags may be listed.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
