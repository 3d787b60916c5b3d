import { startTransition, useEffect, useState } from 'react';
import { useLocale } from '../../../lib/use-locale';
import { type HeroEvents, loadHeroEvents } from '../api/load-hero-events';

export type HeroEventsState =
  { status: 'loading' } | { status: 'empty' } | ({ status: 'loaded' } & HeroEvents);

/**
 * Loading on the first render (the prerendered HTML), then loaded or empty. Everything is read
 * in an effect, after hydration, so the first client render matches the HTML.
 */
export function useHeroEvents(): HeroEventsState {
  const locale = useLocale();
  const [state, setState] = useState<HeroEventsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void loadHeroEvents(locale, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      // A transition: React renders the carousel in slices, so a phone's main thread stays free.
      startTransition(() =>
        setState(found.events.length ? { status: 'loaded', ...found } : { status: 'empty' }),
      );
    });
    return () => controller.abort();
  }, [locale]);
  return state;
}
