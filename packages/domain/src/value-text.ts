/** A stored value as text: strings as they are, numbers and booleans printed, anything else as JSON ('' for none). */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return value == null ? '' : (JSON.stringify(value) ?? '');
}
