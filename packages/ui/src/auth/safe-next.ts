/**
 * The `next` query parameter is only followed to a path on this site: anything else
 * (absolute URLs, protocol-relative '//host', back-slash tricks) falls back to '/'.
 */
export function safeNextPath(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  return raw;
}

/** The login link for the current page: `${loginHref}?next=<current path, query and hash>`. */
export function loginHrefWithNext(loginHref: string, current: string): string {
  if (current === loginHref || current.startsWith(`${loginHref}?`)) return loginHref;
  const separator = loginHref.includes('?') ? '&' : '?';
  return `${loginHref}${separator}next=${encodeURIComponent(current)}`;
}
