import { isRotating, type RotationState } from './hero-timing';

/** Where the carousel is and what holds it (a pure reducer: the hook owns the clocks). */
export interface HeroState extends RotationState {
  event: number;
  slide: number;
  /** Slides per event, in event order. */
  slideCounts: readonly number[];
  descriptionOpen: boolean;
  /** Event changes slide in (520 ms); off when the visitor prefers reduced motion. */
  animate: boolean;
}

export type HeroAction =
  | { type: 'next-slide' }
  | { type: 'prev-slide' }
  | { type: 'go-slide'; index: number }
  | { type: 'next-event' }
  | { type: 'prev-event' }
  | { type: 'go-event'; index: number }
  /** The auto-advance timer fired, or the current video ended. */
  | { type: 'advance' }
  | { type: 'transition-end' }
  | { type: 'toggle-description' }
  | { type: 'set-playing'; playing: boolean }
  | { type: 'set-held'; held: boolean }
  | { type: 'set-hidden'; hidden: boolean }
  | { type: 'set-reduced-motion'; reduced: boolean };

export function initialHeroState(slideCounts: readonly number[]): HeroState {
  return {
    event: 0,
    slide: 0,
    slideCounts,
    descriptionOpen: false,
    animate: true,
    playing: true,
    held: false,
    hidden: false,
    transition: null,
  };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

/**
 * A change of event: ignored while an animation runs; resets to the first slide and closes the
 * description. With a single event there is nothing to slide in, only the reset.
 */
function changeEvent(state: HeroState, target: number, direction: 'next' | 'prev'): HeroState {
  const count = state.slideCounts.length;
  if (state.transition || count === 0) return state;
  const event = wrap(target, count);
  const transition = state.animate && event !== state.event ? direction : null;
  return { ...state, event, slide: 0, descriptionOpen: false, transition };
}

/** Slides go on to the next event after the last one (wrapping), and back to the previous event before the first. */
function moveSlide(state: HeroState, step: 1 | -1): HeroState {
  if (state.transition) return state;
  const slide = state.slide + step;
  const count = state.slideCounts[state.event] ?? 1;
  if (slide >= count) return changeEvent(state, state.event + 1, 'next');
  if (slide < 0) return changeEvent(state, state.event - 1, 'prev');
  return { ...state, slide };
}

export function heroReducer(state: HeroState, action: HeroAction): HeroState {
  switch (action.type) {
    case 'advance':
      // A late timer or a video ending while paused (focus, hidden tab, pause button) waits.
      return isRotating(state) ? moveSlide(state, 1) : state;
    case 'next-slide':
      return moveSlide(state, 1);
    case 'prev-slide':
      return moveSlide(state, -1);
    case 'go-slide': {
      const count = state.slideCounts[state.event] ?? 1;
      if (state.transition || action.index < 0 || action.index >= count) return state;
      return { ...state, slide: action.index };
    }
    case 'next-event':
      return changeEvent(state, state.event + 1, 'next');
    case 'prev-event':
      return changeEvent(state, state.event - 1, 'prev');
    case 'go-event':
      if (action.index === state.event) return state;
      return changeEvent(state, action.index, action.index > state.event ? 'next' : 'prev');
    case 'transition-end':
      return state.transition ? { ...state, transition: null } : state;
    case 'toggle-description':
      return { ...state, descriptionOpen: !state.descriptionOpen };
    case 'set-playing':
      return { ...state, playing: action.playing };
    case 'set-held':
      return state.held === action.held ? state : { ...state, held: action.held };
    case 'set-hidden':
      return state.hidden === action.hidden ? state : { ...state, hidden: action.hidden };
    case 'set-reduced-motion':
      // Reduced motion: no slide animation, and no rotation until the visitor presses play.
      return action.reduced
        ? { ...state, animate: false, playing: false, transition: null }
        : { ...state, animate: true };
  }
}
