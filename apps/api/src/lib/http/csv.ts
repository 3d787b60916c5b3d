import { valueText } from '@bar/domain/value-text';

/** One CSV field (RFC 4180): quoted when needed; a leading = + - @ is defused for spreadsheets. */
export function csvField(value: unknown): string {
  let text = valueText(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV line, CRLF-terminated. */
export const csvLine = (fields: readonly unknown[]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
