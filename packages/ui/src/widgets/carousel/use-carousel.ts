import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../shared/use-reduced-motion';
import type { CarouselSlide } from './carousel-slide-type';
import {
  autoplayDelay,
  canStep,
  clampIndex,
  stepIndex,
  type AutoplayInput,
  type Step,
} from './carousel-state';

export type CarouselOptions = {
  slides: CarouselSlide[];
  loop: boolean;
  autoplay: boolean;
  intervalMs: number;
  onIndexChange?: (index: number) => void;
};

/** Index, pause reasons and the autoplay timer of one carousel. */
export function useCarousel({
  slides,
  loop,
  autoplay,
  intervalMs,
  onIndexChange,
}: CarouselOptions) {
  const count = slides.length;
  const [rawIndex, setRawIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null until the visitor presses play or pause; then their choice wins over the defaults.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [endedIndex, setEndedIndex] = useState<number | null>(null);
  const reducedMotion = useReducedMotion();
  const index = clampIndex(rawIndex, count);
  // Reduced motion turns autoplay off by default; an explicit press of play still starts it.
  const holdForMotion = reducedMotion && playChoice !== true;
  const playing = (playChoice ?? autoplay) && !holdForMotion;
  // A ref, so a parent re-rendering with a new callback does not restart the timer.
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });

  const goTo = useCallback(
    (next: number) => {
      const target = clampIndex(next, count);
      setEndedIndex(null);
      setRawIndex(target);
      onIndexChangeRef.current?.(target);
    },
    [count],
  );
  const step = useCallback(
    (direction: Step) => goTo(stepIndex(index, count, direction, loop)),
    [goTo, index, count, loop],
  );

  const input: AutoplayInput = {
    slide: slides[index],
    index,
    count,
    loop,
    intervalMs,
    paused: hovered || focused || !playing,
    reducedMotion: holdForMotion,
    videoEnded: endedIndex === index,
  };
  const delay = autoplayDelay(input);

  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => step('next'), delay);
    return () => clearTimeout(timer);
  }, [delay, step]);

  return {
    index,
    count,
    goTo,
    step,
    canPrevious: canStep(index, count, 'previous', loop),
    canNext: canStep(index, count, 'next', loop),
    /** Autoplay is on (it may still wait while hovered or focused). */
    playing,
    /** Timer running right now: screen readers then are not told about every change. */
    rotating: delay !== null,
    setPlaying: (value: boolean) => setPlayChoice(value),
    setHovered,
    setFocused,
    onVideoEnded: (slideIndex: number) => setEndedIndex(slideIndex),
  };
}
