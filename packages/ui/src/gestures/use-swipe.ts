import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep, type Step } from '../widgets/carousel/carousel-state';

/**
 * The one swipe hook (hero and generic carousel): pointer handlers for a box, where a mostly
 * horizontal move of 40 px or more steps once (left = next). Pointer events cover touch, pen and
 * mouse alike; a swipe over a link does not also follow it.
 */
export function useSwipe(step: (direction: Step) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      if (!from) return;
      start.current = null;
      const direction = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (direction) {
        swiped.current = true;
        step(direction);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
