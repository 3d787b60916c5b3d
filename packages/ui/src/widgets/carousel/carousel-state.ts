import type { CarouselSlide } from './carousel-slide-type';

export const DEFAULT_INTERVAL_MS = 5000;
export const MIN_DELAY_MS = 800;
export const SWIPE_THRESHOLD_PX = 40;

export type Step = 'next' | 'previous';

/** The index after one step: wraps when looping, otherwise stays at the ends. */
export function stepIndex(index: number, count: number, step: Step, loop = true): number {
  if (count <= 0) return 0;
  const target = step === 'next' ? index + 1 : index - 1;
  if (loop) return ((target % count) + count) % count;
  return clampIndex(target, count);
}

export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function canStep(index: number, count: number, step: Step, loop = true): boolean {
  if (count < 2) return false;
  if (loop) return true;
  return step === 'next' ? index < count - 1 : index > 0;
}

/** Any delay below the minimum is raised to it, so slides never flash by. */
export function effectiveDelay(ms: number | undefined, intervalMs = DEFAULT_INTERVAL_MS): number {
  const base = ms ?? intervalMs;
  return Number.isFinite(base) ? Math.max(MIN_DELAY_MS, base) : Math.max(MIN_DELAY_MS, intervalMs);
}

export type AutoplayInput = {
  slide: CarouselSlide | undefined;
  index: number;
  count: number;
  loop: boolean;
  intervalMs: number;
  /** Hovered, focused within, or stopped by the visitor. */
  paused: boolean;
  reducedMotion: boolean;
  /** The current slide is a video that has ended. */
  videoEnded?: boolean;
};

/**
 * Milliseconds until autoplay moves on, or null for no timer. A video that does not loop moves
 * on when it ends (at once, or when the pause is over); its durationMs, when given, caps the wait.
 */
export function autoplayDelay(input: AutoplayInput): number | null {
  if (input.videoEnded) return advanceOnVideoEnd(input) ? 0 : null;
  const { slide, index, count, loop, intervalMs, paused, reducedMotion } = input;
  if (!slide || paused || reducedMotion || !canStep(index, count, 'next', loop)) return null;
  if (slide.kind === 'video' && !slide.videoLoop) {
    return slide.durationMs === undefined ? null : effectiveDelay(slide.durationMs);
  }
  return effectiveDelay(slide.durationMs, intervalMs);
}

/** Whether an ended video should move the carousel on now. */
export function advanceOnVideoEnd(input: AutoplayInput): boolean {
  const { slide, index, count, loop, paused, reducedMotion } = input;
  return (
    slide?.kind === 'video' &&
    !slide.videoLoop &&
    !paused &&
    !reducedMotion &&
    canStep(index, count, 'next', loop)
  );
}

/** A horizontal swipe of at least 40 px: left is next, right is previous. */
export function swipeStep(deltaX: number, deltaY = 0): Step | null {
  // A mostly vertical move is the page scrolling, not a swipe.
  if (Math.abs(deltaX) < Math.abs(deltaY)) return null;
  if (deltaX <= -SWIPE_THRESHOLD_PX) return 'next';
  if (deltaX >= SWIPE_THRESHOLD_PX) return 'previous';
  return null;
}
