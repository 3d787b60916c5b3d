import { GALLERY_IMAGE_SIZES } from '@bar/domain/gallery/layout';
import {
  type GalleryItem,
  type PublicGalleryPicture,
  publicGallery,
} from '@bar/domain/gallery/schema';
import type { Locale } from '@bar/domain/locale';
import { escapeHtml } from '../../../../lib/http/html-escape.js';
import { fetchPreload, imagePreload } from '../preload-tags.js';
import type { FlatMessages } from '@bar/i18n/flatten-messages';
import { fillServedSlot } from './served-slot.js';
import type { SlotFiller } from './slot.js';
import { servedTexts } from './texts.js';

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

/** How many cells the served gallery shows, the first picture's included. */
export const SERVED_GALLERY_CELLS = 24;

/**
 * The gallery's next cells after the first picture (up to SERVED_GALLERY_CELLS in all), as the
 * grid renders them (apps/web GalleryGrid: square 500 × 500 boxes, the same srcset, sizes and
 * alt, lazy below the first row), in the poster's served element: the page shows the grid
 * without scripts, and the grid takes its place in the same cells.
 */
export function fillGalleryCells(
  html: string,
  locale: Locale,
  items: readonly GalleryItem[] | null,
  texts: FlatMessages | undefined,
): string {
  const shown = items ? publicGallery(items, locale).items : [];
  const cells = shown.slice(1, SERVED_GALLERY_CELLS);
  if (cells.length === 0) return html;
  const t = servedTexts(locale, texts);
  const alt = (picture: PublicGalleryPicture, index: number) =>
    picture.alt || t('gallery.photoOf', { n: index + 1, total: shown.length });
  const markup = cells
    .map((picture, at) => {
      const srcset = picture.srcset
        ? ` srcset="${escapeHtml(picture.srcset)}" sizes="${GALLERY_IMAGE_SIZES}"`
        : '';
      return `<li class="gallery__cell"><div class="gallery__open"><img src="${escapeHtml(picture.src)}"${srcset} alt="${escapeHtml(alt(picture, at + 1))}" width="500" height="500" loading="${at + 1 < 4 ? 'eager' : 'lazy'}" decoding="async"/></div></li>`;
    })
    .join('');
  return fillServedSlot(html, 'gallery', `<ul>${markup}</ul>`);
}

/** The gallery: its first shown picture in the markup and preloaded, the next cells after it. */
export const gallerySlot: SlotFiller = {
  fill(body, { page, data: { gallery }, shownTexts }) {
    const first = firstShown(page.locale, gallery);
    return {
      body: fillGalleryCells(fillGalleryPoster(body, first), page.locale, gallery, shownTexts),
      head: galleryPreloads(page.locale, first),
    };
  },
};
