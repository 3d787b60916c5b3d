const ATTRIBUTE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** Text for an attribute value or element content (the same five characters React escapes). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ATTRIBUTE[char] ?? char);

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Undoes what a renderer escaped in text it wrote (named basics and numeric references). */
export const decodeHtml = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()] ?? whole;
    const code =
      ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : whole;
  });

/**
 * JSON safe inside `<script type="application/json">`: `</script` becomes `<\/script` (so
 * nothing can close the element) and every other `<` is `\u003c` (no `<!--` or `<script`, which
 * change how the parser reads what follows). Both are valid JSON escapes inside strings, the only
 * place JSON can hold a `<`, so JSON.parse gives the same value back.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/<(\/?)/g, (_, slash: string) => (slash ? '<\\/' : '\\u003c'))
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** A non-executable data block (no CSP hash needed: browsers never run it). */
export const jsonScriptTag = (id: string, value: unknown): string =>
  `<script type="application/json" id="${escapeHtml(id)}">${jsonForScript(value)}</script>`;

/**
 * A schema.org block (`application/ld+json`): data the browser never runs, so the CSP needs no
 * hash for it. Every `<`, `>` and `&` is escaped in the JSON, so no text closes the element.
 */
export const jsonLdScriptTag = (value: unknown): string =>
  `<script type="application/ld+json">${JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}</script>`;
