const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const BARE_DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d+)?(?:[/?#]|$)/i;

/**
 * A link safe to put in an href: a site path (`/es/menu`), an http(s) URL, or a bare domain
 * (`example.com/x` → `https://example.com/x`). Anything else (javascript:, data:, text) is null.
 */
export function safeHref(value: string | undefined | null): string | null {
  const text = (value ?? '').trim();
  if (!text || /\s/.test(text)) return null;
  if (text.startsWith('/')) return text.startsWith('//') || text.startsWith('/\\') ? null : text;
  if (SCHEME.test(text)) {
    if (!/^https?:\/\//i.test(text)) return null;
    try {
      return new URL(text).host ? text : null;
    } catch {
      return null;
    }
  }
  return BARE_DOMAIN.test(text) ? `https://${text}` : null;
}

/** The path of a URL or site path without its query or fragment, lower-cased. */
export function linkPath(value: string): string {
  try {
    return new URL(value, 'https://site.invalid').pathname.toLowerCase();
  } catch {
    return value.split(/[?#]/)[0]!.toLowerCase();
  }
}
