import { useCallback, useRef } from 'react';

/**
 * For loads that can overlap (staff switch tables faster than the API answers): each `begin()`
 * supersedes the calls before it, and the `stale()` it returns tells an older call that its answer
 * is no longer wanted, so a slow read for a table staff already left never replaces the newer one.
 */
export function useLatestCall(): () => () => boolean {
  const latest = useRef(0);
  return useCallback(() => {
    const ticket = ++latest.current;
    return () => ticket !== latest.current;
  }, []);
}
