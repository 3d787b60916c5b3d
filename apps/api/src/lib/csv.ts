/** One CSV field (RFC 4180): quoted when needed; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  let text =
    typeof value === 'string'
      ? value
      : typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : value == null
          ? ''
          : (JSON.stringify(value) ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export const csvLine = (fields: readonly unknown[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
