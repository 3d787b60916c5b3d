import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A query parameter of the page's URL, read in the browser after hydration (the prerendered
 * HTML was rendered without a query, so hydration sees '' as the server did).
 */
export function useSearchParam(name: string): string {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name) ?? '',
    () => '',
  );
}
