import { type MediaKind, videoSource, youTubeEmbedUrl } from '@bar/domain/events/media';
import { useRef, useState } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';

export type BackgroundMediaProps = {
  /** An image, a video file (.mp4, .webm, .ogg) or a YouTube link. */
  src: string;
  /** When known (e.g. from a media item's content type); otherwise read from the link. */
  kind?: MediaKind;
  /** Image slides only; '' (the default) marks the picture as decorative. */
  alt?: string;
  poster?: string;
  /** Videos and embeds loop by default. */
  loop?: boolean;
  onEnded?: () => void;
  /** Accessible name of an embedded player. */
  title?: string;
  className?: string;
};

// https://developers.google.com/youtube/iframe_api_reference (commands over postMessage)
const YOUTUBE_ORIGIN = 'https://www.youtube-nocookie.com';

function kindOf(src: string, kind?: MediaKind): MediaKind {
  if (kind) return kind;
  const video = videoSource(src);
  return video?.kind === 'embed' ? 'embed' : video ? 'video' : 'image';
}

/**
 * Background media: an image, a looping muted video, or an embedded YouTube player that
 * autoplays, loops and starts muted. Videos get a mute toggle; the embed's is sent as a
 * command to the frame, since its sound lives in YouTube's page.
 */
export function BackgroundMedia(props: BackgroundMediaProps) {
  const { src, alt = '', poster, loop = true, onEnded, title, className = 'bar-bg-media' } = props;
  const { t } = useUiTranslation();
  const [muted, setMuted] = useState(true);
  const video = useRef<HTMLVideoElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const kind = kindOf(src, props.kind);

  if (kind === 'image') return <img className={className} src={src} alt={alt} decoding="async" />;

  function toggleSound() {
    const next = !muted;
    if (video.current) video.current.muted = next;
    const command = JSON.stringify({ event: 'command', func: next ? 'mute' : 'unMute', args: [] });
    frame.current?.contentWindow?.postMessage(command, YOUTUBE_ORIGIN);
    setMuted(next);
  }

  const embed =
    kind === 'embed'
      ? youTubeEmbedUrl(src, { autoplay: true, mute: true, loop, controls: false, jsApi: true })
      : null;
  return (
    <div className={className}>
      {embed ? (
        <iframe
          ref={frame}
          src={embed}
          title={title ?? t('media.videoTitle')}
          allow="autoplay; encrypted-media; picture-in-picture"
          tabIndex={-1}
          loading="lazy"
        />
      ) : (
        <video
          ref={video}
          src={src}
          poster={poster}
          autoPlay
          muted
          loop={loop}
          playsInline
          preload="metadata"
          onEnded={onEnded}
        />
      )}
      <button
        type="button"
        className="bar-bg-media__sound"
        aria-pressed={!muted}
        onClick={toggleSound}
      >
        {t('media.sound')}
      </button>
    </div>
  );
}
