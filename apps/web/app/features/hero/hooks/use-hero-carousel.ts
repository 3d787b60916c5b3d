import { useEffect, useReducer } from 'react';
import { heroReducer, initialHeroState } from '../model/hero-state';
import { autoAdvanceDelay, HERO_TRANSITION_MS, type SlideKind } from '../model/hero-timing';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The carousel's state and its clocks: the auto-advance timer of the current slide, the end of
 * the 520 ms event animation, the tab's visibility and the reduced-motion preference.
 */
export function useHeroCarousel(kinds: readonly (readonly SlideKind[])[]) {
  const [state, dispatch] = useReducer(heroReducer, kinds, (all) =>
    initialHeroState(all.map((slides) => slides.length)),
  );

  const delay = autoAdvanceDelay(state, kinds[state.event]?.[state.slide] ?? 'image');
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), delay);
    return () => clearTimeout(timer);
  }, [delay, state.event, state.slide]);

  useEffect(() => {
    if (!state.transition) return;
    const timer = setTimeout(() => dispatch({ type: 'transition-end' }), HERO_TRANSITION_MS);
    return () => clearTimeout(timer);
  }, [state.transition, state.event]);

  useEffect(() => {
    const update = () => dispatch({ type: 'set-hidden', hidden: document.hidden });
    update();
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);

  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const update = () => dispatch({ type: 'set-reduced-motion', reduced: query.matches });
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  return [state, dispatch] as const;
}
