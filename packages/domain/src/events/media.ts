import { linkPath } from './links.js';

export interface MediaVariant {
  width: number;
  url: string;
}

export interface MediaLike {
  contentType?: string;
  url?: string;
  path?: string;
  name?: string;
  alt?: string;
  focus?: { x: number; y: number } | undefined;
  resized?: readonly MediaVariant[];
}

/**
 * The CSS object-position that keeps the item's focal point in view when a frame crops it;
 * undefined when none is set (the centre, CSS's default).
 */
export function mediaObjectPosition(item: Pick<MediaLike, 'focus'>): string | undefined {
  const focus = item.focus;
  if (!focus || !Number.isFinite(focus.x) || !Number.isFinite(focus.y)) return undefined;
  const x = Math.min(100, Math.max(0, focus.x));
  const y = Math.min(100, Math.max(0, focus.y));
  return x === 50 && y === 50 ? undefined : `${x}% ${y}%`;
}

const VIDEO_FILE = /\.(mp4|webm|ogg)$/;
const YOUTUBE_ID = /^[\w-]{11}$/;

/** The spec's rule: a media item is video when its content type starts with video/. */
export const isVideoMedia = (item: Pick<MediaLike, 'contentType'>): boolean =>
  (item.contentType ?? '').trim().toLowerCase().startsWith('video/');

export const isImageMedia = (item: Pick<MediaLike, 'contentType'>): boolean =>
  (item.contentType ?? '').trim().toLowerCase().startsWith('image/');

/** Where the item is: its url, else its storage path. */
export const mediaSource = (item: MediaLike): string =>
  (item.url ?? '').trim() || (item.path ?? '').trim();

/** The player plays .mp4, .webm and .ogg files itself (query and fragment ignored). */
export const isVideoFile = (url: string): boolean => VIDEO_FILE.test(linkPath(url.trim()));

/** The video id of a YouTube link (watch, youtu.be, embed, shorts, live; www., m. and nocookie hosts), else null. */
export function youTubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol)) return null;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m|music)\./, '');
  const segments = parsed.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = parsed.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

export const isYouTubeUrl = (url: string): boolean => youTubeId(url) !== null;

/**
 * The embed URL of a YouTube link (privacy-enhanced host), with player parameters; `loop`
 * needs the playlist parameter to work on a single video. Null for other links.
 */
export function youTubeEmbedUrl(
  url: string,
  options: {
    autoplay?: boolean;
    mute?: boolean;
    loop?: boolean;
    controls?: boolean;
    jsApi?: boolean;
  } = {},
): string | null {
  const id = youTubeId(url);
  if (!id) return null;
  const params = new URLSearchParams();
  if (options.autoplay) params.set('autoplay', '1');
  if (options.mute) params.set('mute', '1');
  if (options.loop) {
    params.set('loop', '1');
    params.set('playlist', id);
  }
  if (options.controls === false) params.set('controls', '0');
  if (options.jsApi) params.set('enablejsapi', '1');
  params.set('playsinline', '1');
  params.set('rel', '0');
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}

export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

/** How the player shows a video link: a YouTube embed, a video file, or not at all. */
export function videoSource(url: string | undefined): VideoSource | null {
  const text = (url ?? '').trim();
  if (!text) return null;
  const embed = youTubeEmbedUrl(text);
  if (embed) return { kind: 'embed', src: embed };
  return isVideoFile(text) ? { kind: 'file', src: text } : null;
}

export type MediaKind = 'image' | 'video' | 'embed';

/** What a media item is: a YouTube embed, a video (by content type or file name) or an image; null otherwise. */
export function mediaKind(item: MediaLike): MediaKind | null {
  const source = mediaSource(item);
  if (source && isYouTubeUrl(source)) return 'embed';
  if (isVideoMedia(item) || (source && isVideoFile(source))) return 'video';
  if (isImageMedia(item)) return 'image';
  return null;
}

/** The webp variants as an `srcset` value, narrowest first ('' when there are none). */
export const mediaSrcSet = (item: MediaLike): string =>
  [...(item.resized ?? [])]
    .filter((variant) => variant.url && variant.width > 0)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');

/** The narrowest variant at least `width` wide (else the widest), or the original without variants. */
export function mediaUrlFor(item: MediaLike, width: number): string {
  const variants = [...(item.resized ?? [])]
    .filter((variant) => variant.url)
    .sort((a, b) => a.width - b.width);
  return (
    (variants.find((variant) => variant.width >= width) ?? variants.at(-1))?.url ??
    mediaSource(item)
  );
}

/**
 * A blog card's picture: the event's first image item, else its cover URL as an image without
 * variants. The web's card shows it and the API preloads the blog's first one.
 */
export function eventPicture(event: {
  media: readonly MediaLike[];
  coverUrl?: string | undefined;
}): MediaLike | null {
  const image = event.media.find((item) => mediaKind(item) === 'image');
  if (image) return image;
  return event.coverUrl ? { contentType: 'image/*', url: event.coverUrl } : null;
}
