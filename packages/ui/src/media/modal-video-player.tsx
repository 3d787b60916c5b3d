import { videoSource } from '@bar/domain/events/media';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';
import { focusablesIn, wrapTabFocus } from './tab-trap';
import './modal-video-player.css';

export type ModalVideoPlayerProps = {
  /** Shown while true; on the way to false the video pauses and rewinds, and focus goes back. */
  open: boolean;
  /** Asked for on Escape, a backdrop click or the close button; the parent sets `open` to false. */
  onClose: () => void;
  /** A YouTube link (played as a privacy-enhanced embed) or a .mp4 / .webm / .ogg file. */
  src: string;
  /** What is playing: names the dialog. */
  title: string;
  poster?: string;
};

/**
 * A video in a modal dialog: closes on Escape or a
 * backdrop click, pauses and resets the video, and keeps Tab inside. The native <dialog> with
 * showModal() makes the page behind it inert; Tab is still wrapped by hand because browsers let
 * focus leave a modal dialog for their own toolbar. Focus returns to whatever opened it.
 */
export function ModalVideoPlayer({ open, onClose, src, title, poster }: ModalVideoPlayerProps) {
  const { t } = useUiTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<Element | null>(null);
  const source = videoSource(src);

  useEffect(() => {
    const dialog = dialogRef.current;
    const video = videoRef.current;
    if (!dialog || !open) return;
    openerRef.current = document.activeElement;
    if (!dialog.open) {
      // jsdom and very old browsers have no showModal(): the attribute at least shows it.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    closeRef.current?.focus();
    // Opened by a click on "watch": the gesture allows sound. A refusal leaves the controls.
    const playing = video?.play();
    playing?.catch(() => undefined);
    return () => {
      if (video) {
        video.pause();
        video.currentTime = 0;
      }
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const opener = openerRef.current;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open]);

  // The browser's own Escape handling would close the dialog behind React's back.
  useEffect(() => {
    const dialog = dialogRef.current;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onClose();
    };
    dialog?.addEventListener('cancel', onCancel);
    return () => dialog?.removeEventListener('cancel', onCancel);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      wrapTabFocus(event, focusablesIn(dialogRef.current));
    }
  };

  // The dialog box fills the content area, so a click whose target is the <dialog> itself
  // landed on the ::backdrop (or its padding).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  const label = t('media.videoPlayer.label', { title });
  return (
    <dialog
      ref={dialogRef}
      className="bar-video-modal"
      aria-label={label}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="bar-video-modal__box">
        <button
          ref={closeRef}
          type="button"
          className="bar-video-modal__close"
          onClick={onClose}
          aria-label={t('media.videoPlayer.close')}
        >
          <span aria-hidden="true">×</span>
        </button>
        {open && source?.kind === 'embed' ? (
          // Unmounted on close: that is what stops (and rewinds) an embedded player.
          <iframe
            className="bar-video-modal__media"
            src={`${source.src}&autoplay=1`}
            title={label}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : null}
        {source?.kind === 'file' ? (
          <video
            ref={videoRef}
            className="bar-video-modal__media"
            src={source.src}
            poster={poster}
            controls
            playsInline
            preload="metadata"
            tabIndex={0}
            aria-label={label}
          />
        ) : null}
      </div>
    </dialog>
  );
}

export default ModalVideoPlayer;
