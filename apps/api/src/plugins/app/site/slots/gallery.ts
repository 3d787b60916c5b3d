import { GALLERY_IMAGE_SIZES } from '@bar/domain/gallery/layout';
import {
  type GalleryItem,
  type PublicGalleryPicture,
  publicGallery,
} from '@bar/domain/gallery/schema';
import type { Locale } from '@bar/domain/locale';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fetchPreload, imagePreload } from '../preload-tags.js';
import type { SlotFiller } from './slot.js';

/** The first picture the gallery shows in a locale (hidden ones left out), if any. */
export const firstShown = (
  locale: Locale,
  items: readonly GalleryItem[] | null,
): PublicGalleryPicture | undefined => (items ? publicGallery(items, locale).items[0] : undefined);

/**
 * The gallery's read (GET /api/gallery, apps/web features/gallery), started like the blog's,
 * and its first picture (the page's largest paint), as the same srcset and sizes the grid
 * renders: the picture then downloads while the scripts load instead of after them.
 */
export function galleryPreloads(locale: Locale, first: PublicGalleryPicture | undefined): string {
  const read = fetchPreload(`/api/gallery?locale=${locale}`);
  return first ? read + imagePreload(first.src, first.srcset, GALLERY_IMAGE_SIZES) : read;
}

/** The hidden first-cell frame the prerendered gallery carries while its pictures load. */
const POSTER =
  /<li hidden="" data-gallery-poster="" class="gallery__cell"><div class="gallery__open"><img alt="" hidden="" width="500" height="500"\/>/;

/**
 * Shows the gallery's first picture in the loading page's hidden frame (FirstPicturePoster),
 * so it paints with the HTML: the page's largest paint no longer waits for the scripts and the
 * read. The frame has the grid's classes, so the first cell then shows the same file (from the
 * cache) in the same place. Unchanged when the gallery shows no picture.
 */
export function fillGalleryPoster(html: string, first: PublicGalleryPicture | undefined): string {
  if (!first) return html;
  const srcset = first.srcset
    ? ` srcset="${escapeHtml(first.srcset)}" sizes="${GALLERY_IMAGE_SIZES}"`
    : '';
  return html.replace(
    POSTER,
    `<li data-gallery-poster="" class="gallery__cell"><div class="gallery__open"><img alt="" src="${escapeHtml(first.src)}"${srcset} width="500" height="500" fetchpriority="high"/>`,
  );
}

/** The gallery: its first shown picture in the markup and preloaded. */
export const gallerySlot: SlotFiller = {
  fill(body, { page, data: { gallery } }) {
    const first = firstShown(page.locale, gallery);
    return { body: fillGalleryPoster(body, first), head: galleryPreloads(page.locale, first) };
  },
};
