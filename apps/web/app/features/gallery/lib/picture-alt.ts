import type { PublicGalleryPicture } from '@bar/client/endpoints/gallery';

/** A picture's accessible name: its alt text, or "Photo n of total" when staff gave none. */
export function pictureAlt(
  picture: PublicGalleryPicture,
  index: number,
  total: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  return picture.alt || t('gallery.photoOf', { n: index + 1, total });
}
