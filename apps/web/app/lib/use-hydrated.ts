import { useBrowserValue } from '@bar/ui/browser-value';

const noSubscription = () => () => {};
const scriptsRun = () => true;

/** false while prerendering and hydrating, true once the browser has taken over. */
export function useHydrated(): boolean {
  return useBrowserValue(noSubscription, scriptsRun, false);
}
