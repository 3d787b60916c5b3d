import { EVENT_CARD_IMAGE_SIZES } from '@bar/domain/events/constants';
import {
  eventPicture,
  mediaObjectPosition,
  mediaSource,
  mediaSrcSet,
  mediaUrlFor,
} from '@bar/domain/events/media';
import type { Event } from '@bar/domain/events/schema';
import { eventVideo } from './event-media';

/** A card's picture as its <img> shows it: every attribute already worked out. */
export type CardPicture = {
  src: string;
  /** The webp variants ('' when there are none: no srcset, no sizes). */
  srcSet: string;
  sizes: string;
  /** The focal point as a CSS object-position, when one is set. */
  position?: string;
  /** The item's own text alternative ('' when it has none: the card uses the event's title). */
  alt: string;
  /** Where the picture is (the video player's poster). */
  source: string;
};

/** What a card shows of an event's media: its picture and what "watch" plays. */
export type CardMedia = { picture: CardPicture | null; video: string | null };

/**
 * An event's card media, worked out from its media items and links (@bar/domain/events/media).
 * Loaded with the events' read, after hydration: the page's first load has no media rules,
 * since the first card's frame shows the picture the API chose until the events are in.
 */
export function cardMedia(event: Pick<Event, 'media' | 'coverUrl' | 'videoUrl'>): CardMedia {
  const item = eventPicture(event);
  const srcSet = item ? mediaSrcSet(item) : '';
  const position = item ? mediaObjectPosition(item) : undefined;
  return {
    picture: item
      ? {
          src: mediaUrlFor(item, 640),
          srcSet,
          sizes: EVENT_CARD_IMAGE_SIZES,
          ...(position ? { position } : {}),
          alt: item.alt ?? '',
          source: mediaSource(item),
        }
      : null,
    video: eventVideo(event),
  };
}
