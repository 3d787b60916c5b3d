import { useEffect, useRef, useState } from 'react';
import { type ImageOrientation, imageOrientation } from '@bar/domain/events/image-orientation';
import type { CardPicture } from '../lib/card-media';

type EventPictureProps = {
  /** null: the first card's frame while the blog loads, filled by the API (EventCard). */
  picture: CardPicture | null;
  alt: string;
  eager?: boolean;
};

/**
 * The card's picture from its webp variants. The frame's box is fixed by CSS (aspect-ratio),
 * so nothing moves when the file arrives; the orientation read from the loaded picture only
 * decides how it sits in the frame (data-orientation: square, landscape or portrait).
 */
export function EventPicture({ picture, alt, eager = false }: EventPictureProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [orientation, setOrientation] = useState<ImageOrientation | null>(null);
  const read = (image: HTMLImageElement) =>
    setOrientation(imageOrientation(image.naturalWidth, image.naturalHeight));

  // A picture from the cache can finish loading before React attaches onLoad.
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth) read(image);
  }, []);

  if (!picture)
    return (
      <div className="event-picture" data-orientation={orientation ?? undefined}>
        <img ref={ref} alt="" hidden onLoad={(event) => read(event.currentTarget)} />
      </div>
    );
  const { srcSet, position } = picture;
  return (
    <div className="event-picture" data-orientation={orientation ?? undefined}>
      <img
        ref={ref}
        src={picture.src}
        srcSet={srcSet || undefined}
        sizes={srcSet ? picture.sizes : undefined}
        alt={picture.alt || alt}
        style={position ? { objectPosition: position } : undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={(event) => read(event.currentTarget)}
      />
    </div>
  );
}
