import { useBrowserValue } from '@bar/ui/browser-value';

/**
 * A value kept outside React that arrives after hydration (the tenant's data), read by a hook
 * that is null on the first render (as prerendered) and then follows it, each change as a
 * transition (`@bar/ui` useBrowserValue): this data re-renders the header and footer, and React
 * does that in slices after hydration. Values set in one task render together.
 */
export function transitionStore<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const get = (): T | null => current;
  const subscribe = (onChange: () => void) => {
    listeners.add(onChange);
    return () => {
      listeners.delete(onChange);
    };
  };
  return {
    get,
    set: (value: T): void => {
      current = value;
      for (const listener of listeners) listener();
    },
    useValue: (): T | null => useBrowserValue(subscribe, get, null),
  };
}
