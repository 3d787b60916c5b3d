import { mediaKind, mediaSource, videoSource } from '@bar/domain/events/media';
import type { Event } from '@bar/domain/events/schema';

/** What "watch" plays: the external video URL, else the first video or YouTube item the player can play. */
export function eventVideo(event: Pick<Event, 'media' | 'videoUrl'>): string | null {
  const candidates = [
    event.videoUrl,
    ...event.media.filter((item) => mediaKind(item) !== 'image').map(mediaSource),
  ];
  return candidates.find((url) => videoSource(url) !== null) ?? null;
}
