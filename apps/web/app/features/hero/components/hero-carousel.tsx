import { useSwipe } from '@bar/ui/gestures/use-swipe';
import { type FocusEvent, type KeyboardEvent, useMemo } from 'react';
import type { HeroDateLines } from '../api/load-hero-events';
import { useHeroCarousel } from '../hooks/use-hero-carousel';
import { heroSlides, type HeroEvent } from '../model/hero-slides';
import { isRotating } from '../model/hero-timing';
import { EventControls, SlideControls } from './hero-controls';
import { HeroDetails } from './hero-details';
import { HeroFrame } from './hero-frame';
import { HeroSlideView } from './hero-slide';

type HeroCarouselProps = {
  events: readonly HeroEvent[];
  timeZone?: string;
  dateLines?: HeroDateLines;
};

/** One event at a time with its media slides (WAI-ARIA carousel pattern, auto-rotating). */
export function HeroCarousel({ events, timeZone, dateLines }: HeroCarouselProps) {
  const slides = useMemo(() => events.map(heroSlides), [events]);
  const kinds = useMemo(() => slides.map((list) => list.map((slide) => slide.kind)), [slides]);
  const [state, dispatch] = useHeroCarousel(kinds);
  const swipe = useSwipe((direction) =>
    dispatch({ type: direction === 'next' ? 'next-slide' : 'prev-slide' }),
  );
  const event = events[state.event];
  const current = slides[state.event] ?? [];
  if (!event) return null;

  function onKeyDown(key: KeyboardEvent) {
    if (key.target instanceof HTMLInputElement || key.altKey || key.ctrlKey || key.metaKey) return;
    if (key.key === 'ArrowRight') dispatch({ type: 'next-slide' });
    else if (key.key === 'ArrowLeft') dispatch({ type: 'prev-slide' });
    else return;
    key.preventDefault();
  }
  const release = (focus: FocusEvent) => {
    if (!focus.currentTarget.contains(focus.relatedTarget))
      dispatch({ type: 'set-held', held: false });
  };
  const bar = (
    <EventControls
      titles={events.map((item) => item.title)}
      event={state.event}
      playing={state.playing}
      dispatch={dispatch}
    />
  );

  return (
    <HeroFrame
      carousel
      bar={bar}
      onKeyDown={onKeyDown}
      onFocus={() => dispatch({ type: 'set-held', held: true })}
      onBlur={release}
      onMouseEnter={() => dispatch({ type: 'set-held', held: true })}
      onMouseLeave={() => dispatch({ type: 'set-held', held: false })}
    >
      <div className="hero__box" {...swipe}>
        {/* Announced only when it does not rotate by itself (WAI-ARIA carousel pattern). */}
        <div className="hero__live" aria-live={isRotating(state) ? 'off' : 'polite'}>
          <div
            key={state.event}
            className="hero__stage"
            data-transition={state.transition ?? undefined}
          >
            {current.map((slide, index) => (
              <HeroSlideView
                key={slide.key}
                slide={slide}
                index={index}
                total={current.length}
                current={index === state.slide}
                first={state.event === 0 && index === 0}
                title={event.title}
                onEnded={() => dispatch({ type: 'advance' })}
              />
            ))}
            <HeroDetails
              event={event}
              timeZone={timeZone}
              dateLines={dateLines}
              descriptionOpen={state.descriptionOpen}
              onToggleDescription={() => dispatch({ type: 'toggle-description' })}
            />
          </div>
        </div>
        {current.length > 1 ? (
          <SlideControls count={current.length} slide={state.slide} dispatch={dispatch} />
        ) : null}
      </div>
    </HeroFrame>
  );
}
