import { startTransition, useEffect, useState } from 'react';

/**
 * A value kept outside React that arrives after hydration (the tenant's data), read by a hook
 * that is null on the first render (as prerendered) and then follows it. Not
 * useSyncExternalStore: its updates render synchronously, and this data re-renders the header
 * and footer; a transition lets React do that in slices after hydration. Values set in one task
 * render together.
 */
export function transitionStore<T>() {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  return {
    get: (): T | null => current,
    set: (value: T): void => {
      current = value;
      for (const listener of listeners) listener();
    },
    useValue(): T | null {
      const [value, setValue] = useState<T | null>(null);
      useEffect(() => {
        const update = () => startTransition(() => setValue(current));
        update();
        listeners.add(update);
        return () => {
          listeners.delete(update);
        };
      }, []);
      return value;
    },
  };
}
