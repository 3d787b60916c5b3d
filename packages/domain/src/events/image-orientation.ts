/**
 * How a blog card's picture sits in its 4:3 frame (a landscape one fills it, the others are
 * shown whole). The card reads it from the loaded picture; the API from the stored file, for
 * the first picture it shows in the served page.
 */
export type ImageOrientation = 'square' | 'landscape' | 'portrait';

/** How far from 1:1 a picture may be and still count as square. */
export const SQUARE_TOLERANCE = 0.08;

/**
 * Square when width / height is within 0.08 of 1 (inclusive; the small epsilon absorbs float
 * error so 108×100 counts), else landscape or portrait. Null while the size is unknown.
 */
export function imageOrientation(width: number, height: number): ImageOrientation | null {
  if (!(width > 0) || !(height > 0)) return null;
  const ratio = width / height;
  if (Math.abs(ratio - 1) <= SQUARE_TOLERANCE + 1e-9) return 'square';
  return ratio > 1 ? 'landscape' : 'portrait';
}
