import type { Event } from '@bar/client/endpoints/events';
import {
  mediaKind,
  mediaObjectPosition,
  mediaSource,
  mediaSrcSet,
  mediaUrlFor,
} from '@bar/domain/events/media';
import type { SlideKind } from './hero-timing';

export interface HeroSlide {
  key: string;
  kind: SlideKind;
  /** The file or link itself (video, embed), or the fallback image URL. */
  src: string;
  /** Image slides: the webp variants (narrowest first); '' without variants. */
  srcSet: string;
  /** What the picture shows ('' → the event's title speaks for it). */
  alt: string;
  /** The focal point as a CSS object-position, when staff set one. */
  position: string | undefined;
}

/** The fields of a published event the hero reads (GET /api/events items, or the served block). */
export type HeroEvent = Pick<
  Event,
  | 'id'
  | 'title'
  | 'date'
  | 'endDate'
  | 'startTime'
  | 'endTime'
  | 'startAt'
  | 'location'
  | 'description'
  | 'media'
  | 'ctas'
  | 'localized'
>;

/** About the width the hero shows at on a phone: the fallback src when there is no srcset support. */
const FALLBACK_WIDTH = 828;

/** The event's image and video items as slides, in their stored order. */
export function heroSlides(event: Pick<HeroEvent, 'id' | 'media'>): HeroSlide[] {
  return (event.media ?? []).flatMap((item, index): HeroSlide[] => {
    const kind = mediaKind(item);
    if (!kind) return [];
    const key = `${event.id}-${index}`;
    const alt = item.alt ?? '';
    const position = mediaObjectPosition(item);
    if (kind !== 'image') return [{ key, kind, src: mediaSource(item), srcSet: '', alt, position }];
    return [
      {
        key,
        kind,
        src: mediaUrlFor(item, FALLBACK_WIDTH),
        srcSet: mediaSrcSet(item),
        alt,
        position,
      },
    ];
  });
}
