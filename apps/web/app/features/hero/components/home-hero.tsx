import { lazy, useEffect } from 'react';
import { useHeroEvents } from '../hooks/use-hero-events';
import { HeroPlaceholder } from './hero-placeholder';

// The carousel (its slides, controls, swipe and date lines) only shows once the events are
// read, after hydration: a module of its own, out of the page's first load, asked for at mount
// so it comes while the events are read. It suspends to the boundary around the hero
// (routes/home.tsx) inside the transition that brings the events, so React keeps the
// placeholder, the served poster in it, until both are in.
const loadCarousel = () => import('./hero-carousel');
const HeroCarousel = lazy(async () => ({ default: (await loadCarousel()).HeroCarousel }));

type HomeHeroProps = {
  /** Empty state's optional background video. */
  emptyVideo?: string;
};

/** The home page's hero carousel of upcoming events. */
export function HomeHero({ emptyVideo }: HomeHeroProps = {}) {
  const state = useHeroEvents();
  // A prefetch: when it fails (offline), rendering the carousel asks again and says so.
  useEffect(() => {
    loadCarousel().catch(() => undefined);
  }, []);
  if (state.status === 'loaded')
    return (
      <HeroCarousel events={state.events} timeZone={state.timeZone} dateLines={state.dateLines} />
    );
  return <HeroPlaceholder status={state.status} emptyVideo={emptyVideo} />;
}
