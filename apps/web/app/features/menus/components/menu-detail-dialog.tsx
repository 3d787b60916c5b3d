import type { MenuViewItem } from '@bar/client/endpoints/catalog';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';

type MenuDetailDialogProps = {
  item: MenuViewItem | null;
  /** Where focus goes back when the dialog closes. */
  returnFocus: HTMLElement | null;
  onClose: () => void;
};

/**
 * An item's pictures and video in a native modal <dialog> (showModal: focus moves in, Esc closes,
 * the page behind is inert); focus returns to the button that opened it.
 */
export function MenuDetailDialog({ item, returnFocus, onClose }: MenuDetailDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || !item) return;
    // A browser without showModal (older Safari, jsdom) gets a plain open dialog.
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      returnFocus?.focus();
    };
  }, [item, returnFocus]);

  return (
    <dialog
      ref={dialog}
      className="menu-dialog"
      aria-labelledby="menu-dialog-title"
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {item ? (
        <div className="menu-dialog__body">
          <h2 id="menu-dialog-title">{item.name}</h2>
          {item.price ? <p className="menu-item__price">{item.price}</p> : null}
          {item.description ? <p>{item.description}</p> : null}
          {item.gallery.length ? (
            <ul className="menu-dialog__gallery">
              {item.gallery.map((src, index) => (
                <li key={src}>
                  <img
                    src={src}
                    alt={`${item.name} ${index + 1}/${item.gallery.length}`}
                    width={640}
                    height={480}
                    loading="lazy"
                    decoding="async"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {item.videoUrl ? (
            <p>
              <a href={item.videoUrl} target="_blank" rel="noopener noreferrer">
                {t('menus.video')}
              </a>
            </p>
          ) : null}
          <button type="button" className="button" onClick={onClose} autoFocus>
            {t('menus.close')}
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
