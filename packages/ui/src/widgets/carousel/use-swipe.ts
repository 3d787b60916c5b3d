import { useRef, type MouseEvent, type PointerEvent } from 'react';
import { swipeStep, type Step } from './carousel-state';

/** Pointer handlers for the viewport: a horizontal swipe of 40 px or more steps once. */
export function useSwipe(step: (direction: Step) => void) {
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  return {
    onPointerDown: (event: PointerEvent) => {
      startX.current = event.clientX;
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      if (startX.current === null) return;
      const direction = swipeStep(event.clientX - startX.current);
      startX.current = null;
      if (direction) {
        swiped.current = true;
        step(direction);
      }
    },
    onPointerCancel: () => {
      startX.current = null;
    },
    // A swipe over a linked slide must not also follow the link.
    onClickCapture: (event: MouseEvent) => {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
