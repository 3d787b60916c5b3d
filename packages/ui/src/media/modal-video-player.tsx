import { videoSource } from '@bar/domain/events/media';
import { useEffect, useRef } from 'react';
import { Dialog } from '../dialog/dialog';
import { useUiTranslation } from '../i18n/ui-i18n';
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
 * backdrop click, pauses and resets the video, and keeps Tab inside (the shared Dialog).
 * Focus returns to whatever opened it.
 */
function ModalVideoPlayer({ open, onClose, src, title, poster }: ModalVideoPlayerProps) {
  const { t } = useUiTranslation();
  const videoRef = useRef<HTMLVideoElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const source = videoSource(src);

  useEffect(() => {
    const video = videoRef.current;
    if (!open) return;
    // Opened by a click on "watch": the gesture allows sound. A refusal leaves the controls.
    const playing = video?.play();
    playing?.catch(() => undefined);
    return () => {
      if (video) {
        video.pause();
        video.currentTime = 0;
      }
    };
  }, [open]);

  const label = t('media.videoPlayer.label', { title });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      label={label}
      initialFocus={closeRef}
      closeOnBackdrop
      className="bar-video-modal"
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
    </Dialog>
  );
}

export default ModalVideoPlayer;
