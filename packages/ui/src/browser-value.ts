import { startTransition, useEffect, useState } from 'react';

/**
 * A value only the browser knows (storage, the theme on <html>, that scripts run): `prerendered`
 * on the first render, as in the prerendered markup (so hydration matches), then what `read`
 * returns, following `subscribe`. Not useSyncExternalStore: after hydration it re-reads the
 * store and, the value differing from the server's, re-renders synchronously, in one task with
 * whatever else hydrated then; here each change is a transition, which React renders in slices
 * and together with the other updates of the same task. `subscribe` and `read` are made once
 * (module-level, or once per store): a new one re-subscribes.
 */
export function useBrowserValue<T>(
  subscribe: (onChange: () => void) => () => void,
  read: () => T,
  prerendered: T,
): T {
  const [value, setValue] = useState<T>(prerendered);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    update();
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}
