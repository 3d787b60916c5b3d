import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A query parameter of the page's URL, read in the browser after hydration (the prerendered
 * HTML was rendered without a query, so hydration sees what the server did: '' by default, or
 * `beforeScripts`, such as null for a page that must tell "no parameter" from "not run yet").
 */
export function useSearchParam(name: string): string;
export function useSearchParam(name: string, beforeScripts: null): string | null;
export function useSearchParam(name: string, beforeScripts: string | null = ''): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => new URLSearchParams(window.location.search).get(name) ?? '',
    () => beforeScripts,
  );
}
