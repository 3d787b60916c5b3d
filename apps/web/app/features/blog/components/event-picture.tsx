import { EVENT_CARD_IMAGE_SIZES } from '@bar/domain/events/constants';
import {
  type MediaLike,
  mediaObjectPosition,
  mediaSrcSet,
  mediaUrlFor,
} from '@bar/domain/events/media';
import { useEffect, useRef, useState } from 'react';
import { type ImageOrientation, imageOrientation } from '@bar/domain/events/image-orientation';

type EventPictureProps = {
  /** null: the first card's frame while the blog loads, filled by the API (EventCard). */
  item: MediaLike | null;
  alt: string;
  eager?: boolean;
};

/**
 * The card's picture from its webp variants. The frame's box is fixed by CSS (aspect-ratio),
 * so nothing moves when the file arrives; the orientation read from the loaded picture only
 * decides how it sits in the frame (data-orientation: square, landscape or portrait).
 */
export function EventPicture({ item, alt, eager = false }: EventPictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [orientation, setOrientation] = useState<ImageOrientation | null>(null);
  const read = (image: HTMLImageElement) =>
    setOrientation(imageOrientation(image.naturalWidth, image.naturalHeight));

  // A picture from the cache can finish loading before React attaches onLoad.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth) read(image);
  }, []);

  if (!item)
    return (
      <div className="event-picture" data-orientation={orientation ?? undefined}>
        <img ref={ref} alt="" hidden onLoad={(event) => read(event.currentTarget)} />
      </div>
    );
  const srcSet = mediaSrcSet(item);
  const position = mediaObjectPosition(item);
  return (
    <div className="event-picture" data-orientation={orientation ?? undefined}>
      <img
        ref={ref}
        src={mediaUrlFor(item, 640)}
        srcSet={srcSet || undefined}
        sizes={srcSet ? EVENT_CARD_IMAGE_SIZES : undefined}
        alt={item.alt || alt}
        style={position ? { objectPosition: position } : undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={(event) => read(event.currentTarget)}
      />
    </div>
  );
}
