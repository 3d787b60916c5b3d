/**
 * The `next` query parameter is only followed to a path on this site: anything else
 * (absolute URLs, protocol-relative '//host', back-slash tricks) falls back to '/'.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  return raw;
}
