import { type TouchEvent, useRef } from 'react';
import { swipeDirection } from '../model/hero-timing';

/** Touch handlers that report a horizontal swipe of 40 px or more (left = next). */
export function useSwipe(onSwipe: (direction: 'next' | 'prev') => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const touch = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!touch || !from) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y);
      if (direction) onSwipe(direction);
    },
  };
}
