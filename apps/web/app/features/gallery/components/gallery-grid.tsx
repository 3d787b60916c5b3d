import { GALLERY_IMAGE_SIZES } from '@bar/domain/gallery/layout';
import type { Locale } from '@bar/i18n';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { servedSlotProps } from '../../../lib/served-data';
import { useGallery } from '../api/use-gallery';
import { pictureAlt } from '../lib/picture-alt';
import '../gallery.css';

// The lightbox (dialog, swipe) loads when a guest first opens a picture.
const GalleryLightbox = lazy(() => import('./gallery-lightbox'));

/** The first row is above the fold on every screen: fetched at once, the rest lazily. */
const EAGER = 4;

/**
 * While the pictures load, the first cell's frame, hidden: the API fills it with the first
 * shown picture in the served page (plugins/app/site/slots/gallery.ts), so the page's largest
 * paint arrives with the HTML instead of after the scripts and the read. Same classes as the
 * grid, so the picture sits exactly where the first cell then shows it; React leaves the
 * attributes it did not render alone when it hydrates.
 */
function FirstPicturePoster() {
  return (
    <ul className="gallery__grid" aria-hidden="true">
      <li hidden data-gallery-poster="" className="gallery__cell">
        <div className="gallery__open">
          <img alt="" hidden width={500} height={500} />
        </div>
      </li>
      {/* The API writes the next cells here (up to 24 in all, shown without scripts). */}
      <li className="gallery__served" {...servedSlotProps('gallery')} />
    </ul>
  );
}

type GalleryGridProps = {
  locale: Locale;
  /** Told the index of the picture a guest opens (the spec's click report). */
  onOpen?: (index: number) => void;
};

/**
 * The gallery: a grid of square 500 × 500 cells (their size reserved before any picture
 * arrives, so nothing moves), webp srcset from the stored variants, lazy below the first row.
 * A cell is a button: it opens the picture in the lightbox, and focus comes back to the cell of
 * the picture shown last when the lightbox closes.
 */
export function GalleryGrid({ locale, onOpen }: GalleryGridProps) {
  const { t } = useTranslation();
  const read = useGallery(locale);
  const [open, setOpen] = useState<number | null>(null);
  const cells = useRef<(HTMLButtonElement | null)[]>([]);
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (open !== null) last.current = open;
    else if (last.current !== null) {
      // After the dialog gave focus back to its opener: the picture shown last gets it.
      cells.current[last.current]?.focus();
      last.current = null;
    }
  }, [open]);

  const items = read.status === 'ready' ? read.items : [];
  return (
    <section
      className="gallery"
      aria-labelledby="gallery-heading"
      aria-busy={read.status === 'loading'}
    >
      <h2 id="gallery-heading" className="visually-hidden">
        {t('gallery.pictures')}
      </h2>
      {read.status === 'loading' ? (
        <>
          <FirstPicturePoster />
          <p className="gallery__status" role="status">
            {t('gallery.loading')}
          </p>
        </>
      ) : null}
      {read.status === 'error' ? <p className="gallery__status">{t('gallery.error')}</p> : null}
      {read.status === 'ready' && items.length === 0 ? (
        <p className="gallery__status">{t('gallery.empty')}</p>
      ) : null}
      {items.length ? (
        <ul className="gallery__grid">
          {items.map((picture, index) => (
            <li key={picture.id} className="gallery__cell">
              <button
                ref={(element) => {
                  cells.current[index] = element;
                }}
                type="button"
                className="gallery__open"
                aria-haspopup="dialog"
                onClick={() => {
                  onOpen?.(index);
                  setOpen(index);
                }}
              >
                <img
                  src={picture.src}
                  {...(picture.srcset
                    ? { srcSet: picture.srcset, sizes: GALLERY_IMAGE_SIZES }
                    : {})}
                  alt={pictureAlt(picture, index, items.length, t)}
                  width={500}
                  height={500}
                  loading={index < EAGER ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open !== null && items.length ? (
        <Suspense fallback={null}>
          <GalleryLightbox
            items={items}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
