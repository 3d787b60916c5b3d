/**
 * How a secret is shown in every answer: `••••` followed by its last 4 characters, or `••••`
 * alone when the value is shorter than 12 characters (4 characters of a short value would give
 * too much of it away). The form sends a masked value back unchanged to keep the stored secret.
 */
export const MASK = '••••';
export const MASK_TAIL_MIN_LENGTH = 12;
const TAIL = 4;

export function maskSecret(value: string): string {
  // Code points, so the tail never splits a character in two.
  const chars = Array.from(value);
  return chars.length >= MASK_TAIL_MIN_LENGTH ? MASK + chars.slice(-TAIL).join('') : MASK;
}

/** Whether a value sent by the form is (or starts like) a mask rather than a typed value. */
export const looksMasked = (value: string): boolean => value.startsWith(MASK);
