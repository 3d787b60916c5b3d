import { type MediaLike, mediaKind, mediaSource, videoSource } from '@bar/domain/events/media';
import type { Event } from '@bar/domain/events/schema';

/** The card's picture: the first image item, else the cover URL as an image without variants. */
export function eventPicture(event: Pick<Event, 'media' | 'coverUrl'>): MediaLike | null {
  const image = event.media.find((item) => mediaKind(item) === 'image');
  if (image) return image;
  return event.coverUrl ? { contentType: 'image/*', url: event.coverUrl } : null;
}

/** What "watch" plays: the external video URL, else the first video or YouTube item the player can play. */
export function eventVideo(event: Pick<Event, 'media' | 'videoUrl'>): string | null {
  const candidates = [
    event.videoUrl,
    ...event.media.filter((item) => mediaKind(item) !== 'image').map(mediaSource),
  ];
  return candidates.find((url) => videoSource(url) !== null) ?? null;
}
