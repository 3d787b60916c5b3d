import { useRef, type KeyboardEvent } from 'react';
import { useUiTranslation } from '../../i18n/ui-i18n';
import { CarouselControls } from './carousel-controls';
import type { CarouselSlide } from './carousel-slide-type';
import { CarouselSlideView } from './carousel-slide-view';
import { DEFAULT_INTERVAL_MS } from './carousel-state';
import { useCarousel } from './use-carousel';
import { useSwipe } from '../../gestures/use-swipe';
import './carousel.css';

export type { CarouselSlide } from './carousel-slide-type';

export type CarouselProps = {
  slides: CarouselSlide[];
  /** Accessible name of the carousel region, e.g. 'Featured events'. */
  label: string;
  /** Wrap around at the ends (default) or stop there. */
  loop?: boolean;
  /** Rotate on its own (default true); never by default when the visitor prefers reduced motion. */
  autoplay?: boolean;
  /** Time per slide when the slide has no durationMs; 5000 by default, 800 at least. */
  intervalMs?: number;
  /** CSS aspect-ratio reserved for the slides, so nothing shifts while media load. */
  aspectRatio?: string;
  className?: string;
  onIndexChange?: (index: number) => void;
};

/** Generic carousel (spec §2, §4, §9): arrows, dots, swipe, keyboard arrows, Enter follows a link. */
export function Carousel({
  slides,
  label,
  loop = true,
  autoplay = true,
  intervalMs = DEFAULT_INTERVAL_MS,
  aspectRatio = '16 / 9',
  className,
  onIndexChange,
}: CarouselProps) {
  const { t } = useUiTranslation();
  const carousel = useCarousel({ slides, loop, autoplay, intervalMs, onIndexChange });
  const swipe = useSwipe(carousel.step);
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const { index, count } = carousel;
  if (count === 0) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      carousel.step(event.key === 'ArrowRight' ? 'next' : 'previous');
    } else if (event.key === 'Enter' && event.target === event.currentTarget) {
      // Only from the region itself: on a button or link, Enter already does its own thing.
      links.current[index]?.click();
    }
  };

  return (
    <section
      className={['bar-carousel', className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerEnter={(event) => event.pointerType === 'mouse' && carousel.setHovered(true)}
      onPointerLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) carousel.setFocused(false);
      }}
    >
      <div className="bar-carousel__viewport" style={{ aspectRatio }} {...swipe}>
        <div
          className="bar-carousel__track"
          aria-live={carousel.rotating ? 'off' : 'polite'}
          style={{ transform: `translate3d(${-index * 100}%, 0, 0)` }}
        >
          {slides.map((slide, position) => {
            const active = position === index;
            return (
              <div
                key={slide.id}
                className="bar-carousel__slide"
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.position', { n: position + 1, total: count })}
                aria-hidden={!active}
                inert={!active}
              >
                <CarouselSlideView
                  slide={slide}
                  active={active}
                  eager={position === 0}
                  playVideo={carousel.playing}
                  linkRef={(element) => void (links.current[position] = element)}
                  onVideoEnded={() => carousel.onVideoEnded(position)}
                />
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls carousel={carousel} />
    </section>
  );
}
