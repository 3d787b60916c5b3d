import { useHeroEvents } from '../hooks/use-hero-events';
import { HeroCarousel } from './hero-carousel';
import { HeroPlaceholder } from './hero-placeholder';

type HomeHeroProps = {
  /** Empty state's optional background video. */
  emptyVideo?: string;
};

/** The home page's hero carousel of upcoming events. */
export function HomeHero({ emptyVideo }: HomeHeroProps = {}) {
  const state = useHeroEvents();
  if (state.status === 'loaded')
    return (
      <HeroCarousel events={state.events} timeZone={state.timeZone} dateLines={state.dateLines} />
    );
  return <HeroPlaceholder status={state.status} emptyVideo={emptyVideo} />;
}
