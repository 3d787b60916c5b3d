import type { StorageObject } from '@bar/client/endpoints/storage';
import { Dialog } from '@bar/ui/dialog/dialog';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from './api-errors';
import {
  acceptAttribute,
  filterLibrary,
  libraryUrl,
  type MediaAccept,
  type PickedMedia,
} from './media-library';
import { UploadControls } from './upload-controls';
import { useMediaLibrary } from './use-media-library';
import { useStaffMediaSrc } from './use-staff-media';
import { useStorageUploads } from './use-storage-uploads';

type MediaPickerProps = {
  /** What the field takes: pictures, videos or either. */
  accept: MediaAccept;
  /** Called with the chosen file; the dialog then closes and focus returns to the button. */
  onPick: (picked: PickedMedia) => void;
  /** The field's name, when a form has several pickers ('Logo', 'Portada'…). */
  field?: string;
  disabled?: boolean;
};

/**
 * 'Elegir de la biblioteca': a button that opens the media library, a modal dialog over the
 * tenant's stored pictures and videos (the Files section's, outside the editors' own folders):
 * search by name, thumbnails, arrow keys between files, Enter chooses; an upload from here goes
 * into the Files section and is listed at once.
 */
export function MediaPicker({ accept, onPick, field, disabled }: MediaPickerProps) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {field ? t('editorKit.mediaPicker.openFor', { field }) : t('editorKit.mediaPicker.open')}
      </button>
      {open &&
        createPortal(
          <MediaPickerDialog
            accept={accept}
            onClose={() => setOpen(false)}
            onPick={(picked) => {
              setOpen(false);
              onPick(picked);
            }}
          />,
          document.body,
        )}
    </>
  );
}

function MediaPickerDialog({
  accept,
  onClose,
  onPick,
}: {
  accept: MediaAccept;
  onClose: () => void;
  onPick: (picked: PickedMedia) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState('');
  const [notice, setNotice] = useState('');
  const library = useMediaLibrary();
  const { uploads, start } = useStorageUploads((object) =>
    setNotice(t('editorKit.mediaPicker.uploaded', { name: object.name })),
  );
  const shown = filterLibrary(library.data?.items ?? [], { accept, query });
  const busy = uploads.filter((row) => !['success', 'canceled'].includes(row.state));

  // Arrow keys, Home and End move between the files (the grid reads left to right).
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(at + 1, buttons.length - 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(at - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? buttons.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      labelledBy={`${id}-title`}
      describedBy={`${id}-intro`}
      initialFocus={search}
      className="kit-picker"
    >
      <div className="kit-picker__head">
        <h2 id={`${id}-title`}>{t('editorKit.mediaPicker.title')}</h2>
        <button type="button" className="button" onClick={onClose}>
          {t('editorKit.mediaPicker.close')}
        </button>
      </div>
      <p id={`${id}-intro`}>{t('editorKit.mediaPicker.intro')}</p>
      <div className="kit-picker__tools">
        <div className="kit-field">
          <label htmlFor={`${id}-search`}>{t('editorKit.mediaPicker.search')}</label>
          <input
            ref={search}
            id={`${id}-search`}
            type="search"
            value={query}
            aria-describedby={`${id}-search-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          <small id={`${id}-search-hint`} className="kit-field__hint">
            {t('editorKit.mediaPicker.searchHint')}
          </small>
        </div>
        <div className="kit-field">
          <label htmlFor={`${id}-upload`}>{t('editorKit.mediaPicker.upload')}</label>
          <input
            id={`${id}-upload`}
            type="file"
            accept={acceptAttribute(accept)}
            multiple
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) start(files, '');
            }}
          />
        </div>
      </div>
      {busy.length > 0 && (
        <ul className="kit-picker__uploads">
          {busy.map((row) => (
            <li key={row.key}>
              <span>{row.name}</span>
              <progress
                max={1}
                value={row.progress}
                aria-label={t('editorKit.mediaPicker.uploading', { name: row.name })}
              />
              <UploadControls
                name={row.name}
                control={{ ...row.control, state: row.state }}
                pausable={row.resumable}
              />
              {row.state === 'error' && <span role="alert">{saveErrorText(t, row.error)}</span>}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="kit-picker__status">
        {library.isPending
          ? t('editorKit.loading')
          : [notice, t('editorKit.mediaPicker.results', { count: shown.length })]
              .filter(Boolean)
              .join(' ')}
      </p>
      {library.isError && <p role="alert">{saveErrorText(t, library.error)}</p>}
      {library.data &&
        (shown.length === 0 ? (
          <p>
            {query.trim() === ''
              ? t('editorKit.mediaPicker.emptyLibrary')
              : t('editorKit.mediaPicker.empty')}
          </p>
        ) : (
          <>
            <p id={`${id}-keys`} className="kit-field__hint">
              {t('editorKit.mediaPicker.keys')}
            </p>
            <ul
              ref={list}
              className="kit-picker__grid"
              aria-label={t('editorKit.mediaPicker.listLabel')}
              aria-describedby={`${id}-keys`}
              onKeyDown={onListKey}
            >
              {shown.map((object) => (
                <li key={object.fullPath}>
                  <button
                    type="button"
                    className="kit-picker__item"
                    aria-label={t('editorKit.mediaPicker.pick', { name: object.fullPath })}
                    onClick={() =>
                      onPick({
                        url: libraryUrl(object.fullPath),
                        contentType: object.contentType,
                        name: object.name,
                      })
                    }
                  >
                    <Thumbnail object={object} />
                    <span className="kit-picker__name">{object.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        ))}
    </Dialog>
  );
}

/** A file's preview: a picture through the staff's token, a video's first frame. */
function Thumbnail({ object }: { object: StorageObject }) {
  const { t } = useTranslation('admin');
  const url = libraryUrl(object.fullPath);
  const video = object.contentType.startsWith('video/');
  const src = useStaffMediaSrc(video ? '' : url);
  if (video)
    return (
      <span className="kit-picker__thumb">
        <video src={url} muted playsInline preload="metadata" aria-hidden="true" />
        <span className="kit-picker__badge">{t('editorKit.mediaPicker.video')}</span>
      </span>
    );
  return (
    <span className="kit-picker__thumb">
      {src ? <img src={src} alt="" loading="lazy" /> : null}
    </span>
  );
}
