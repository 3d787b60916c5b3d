import { Dialog } from '@bar/ui/dialog/dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type GalleryItem, type GallerySourcePicture, useGallerySources } from '../api/use-gallery';
import { thumbnailOf } from './gallery-list';

type GalleryPickerProps = {
  /** Pictures already in the gallery (shown as added). */
  items: GalleryItem[];
  onPick: (picture: GallerySourcePicture) => void;
  onClose: () => void;
};

/** The tenant's event and catalogue pictures, to add to the gallery one at a time. */
export function GalleryPicker({ items, onPick, onClose }: GalleryPickerProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const sources = useGallerySources(true);
  const inGallery = new Set(items.map((item) => item.url));
  return (
    <Dialog open onClose={onClose} labelledBy={titleId} className="gallery-picker">
      <h2 id={titleId}>{t('gallery.pickerTitle')}</h2>
      {sources.isPending ? <p role="status">{t('gallery.loading')}</p> : null}
      {sources.isError ? <p role="alert">{t('gallery.sourcesError')}</p> : null}
      {sources.data && sources.data.items.length === 0 ? <p>{t('gallery.noSources')}</p> : null}
      {sources.data?.items.length ? (
        <ul className="gallery-picker__list">
          {sources.data.items.map((picture) => (
            <li key={picture.url} className="gallery-picker__item">
              <img src={thumbnailOf(picture)} alt="" width={64} height={64} loading="lazy" />
              <span>
                {picture.label}
                <small> · {t(`gallery.sources.${picture.source}`)}</small>
              </span>
              {inGallery.has(picture.url) ? (
                <span className="gallery-picker__added">{t('gallery.added')}</span>
              ) : (
                <button
                  type="button"
                  className="button"
                  onClick={() => onPick(picture)}
                  aria-label={`${t('gallery.add')}: ${picture.label}`}
                >
                  {t('gallery.add')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <button type="button" className="button button--secondary" onClick={onClose}>
          {t('gallery.close')}
        </button>
      </p>
    </Dialog>
  );
}
