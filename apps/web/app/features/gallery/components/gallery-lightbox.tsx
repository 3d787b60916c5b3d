import type { PublicGalleryPicture } from '@bar/client/endpoints/gallery';
import { Dialog } from '@bar/ui/dialog/dialog';
import { useSwipe } from '@bar/ui/gestures/use-swipe';
import type { KeyboardEvent } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { pictureAlt } from '../lib/picture-alt';

type GalleryLightboxProps = {
  items: PublicGalleryPicture[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * One picture at a time in the apps' modal dialog (@bar/ui Dialog: focus moves in, Tab stays
 * inside, Escape closes, focus goes back): ← and → (or a swipe on a phone, the shared swipe
 * hook) step through the gallery, wrapping around; the counter and the caption are read out.
 */
export default function GalleryLightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: GalleryLightboxProps) {
  const { t } = useTranslation();
  const total = items.length;
  const picture = items[index]!;
  const go = (step: 1 | -1) => onIndexChange((index + step + total) % total);
  const swipe = useSwipe((direction) => go(direction === 'next' ? 1 : -1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };
  const counter = t('gallery.photoOf', { n: index + 1, total });

  return (
    <Dialog
      open
      onClose={onClose}
      label={t('gallery.lightbox')}
      describedBy="gallery-lightbox-counter"
      closeOnBackdrop
      className="gallery-lightbox"
    >
      <div className="gallery-lightbox__body" onKeyDown={onKeyDown}>
        <figure className="gallery-lightbox__figure" {...swipe}>
          <img
            key={picture.id}
            src={picture.src}
            {...(picture.srcset ? { srcSet: picture.srcset, sizes: '100vw' } : {})}
            alt={pictureAlt(picture, index, total, t)}
            width={500}
            height={500}
            draggable={false}
          />
          <figcaption>
            <span id="gallery-lightbox-counter" aria-live="polite">
              {counter}
            </span>
            {picture.caption ? (
              <span className="gallery-lightbox__caption">{picture.caption}</span>
            ) : null}
          </figcaption>
        </figure>
        <div className="gallery-lightbox__controls">
          <button type="button" className="button button--secondary" onClick={() => go(-1)}>
            <span aria-hidden="true">←</span> {t('gallery.previous')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => go(1)}>
            {t('gallery.next')} <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('gallery.close')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
