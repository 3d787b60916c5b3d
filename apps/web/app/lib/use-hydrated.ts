import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** false while prerendering and hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
