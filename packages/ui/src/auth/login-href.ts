// Apart from safe-next.ts: the footer's sign-in link needs this one, the sign-in card the other,
// so neither page loads the other's code (nor a shared chunk of two functions).

/** The login link for the current page: `${loginHref}?next=<current path, query and hash>`. */
export function loginHrefWithNext(loginHref: string, current: string): string {
  if (current === loginHref || current.startsWith(`${loginHref}?`)) return loginHref;
  const separator = loginHref.includes('?') ? '&' : '?';
  return `${loginHref}${separator}next=${encodeURIComponent(current)}`;
}
