/** The hero's numbers. */
export const HERO_SLIDE_MS = 7000;
/** A video slide advances when it ends, or after this long at most (embeds only ever time out). */
export const HERO_VIDEO_MAX_MS = 70_000;
/** Length of the slide animation when the event changes; matches hero.css. */
export const HERO_TRANSITION_MS = 520;

export type SlideKind = 'image' | 'video' | 'embed';

/** What holds auto-advance back; any one of them pauses it. */
export interface RotationState {
  /** The visitor's play/pause choice (starts paused when they prefer reduced motion). */
  playing: boolean;
  /** Keyboard focus or the pointer is inside the carousel (WAI-ARIA carousel pattern). */
  held: boolean;
  /** The browser tab is hidden. */
  hidden: boolean;
  /** An event-change animation is running. */
  transition: 'next' | 'prev' | null;
}

export const isRotating = (state: RotationState): boolean =>
  state.playing && !state.held && !state.hidden && state.transition === null;

/** Milliseconds until the current slide advances by itself, or null while rotation is paused. */
export function autoAdvanceDelay(state: RotationState, kind: SlideKind): number | null {
  if (!isRotating(state)) return null;
  return kind === 'image' ? HERO_SLIDE_MS : HERO_VIDEO_MAX_MS;
}
