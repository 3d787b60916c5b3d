import type { PublicGalleryPicture } from '@bar/client/endpoints/gallery';
import type { Locale } from '@bar/i18n';
import { type ItemsRead, type ReadItems, useItemsRead } from '../../../lib/use-items-read';

export type GalleryRead = ItemsRead<PublicGalleryPicture>;

const readGallery: ReadItems<PublicGalleryPicture> = (locale, signal) =>
  import('@bar/client/endpoints/gallery').then(({ getGallery }) =>
    getGallery({ query: { locale } }, { signal, token: null }),
  );

/**
 * GET /api/gallery for the page's language, after hydration (the served page preloads the
 * same URL, so the answer is usually there already), with the API client's code (not in the
 * page's first load). A failed read is logged.
 */
export function useGallery(locale: Locale): GalleryRead {
  return useItemsRead(locale, readGallery, 'gallery: reading the pictures failed');
}
