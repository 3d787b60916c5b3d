import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { REDIRECT_OFF_KEY } from '../site-pages';

/**
 * pending: not started (prerender, hydration); running: counting down; cancelled: stopped for
 * this visit; disabled: stopped for good on this device (remembered in localStorage).
 */
export type CountdownStatus = 'pending' | 'running' | 'cancelled' | 'disabled';

const isTurnedOff = () => {
  try {
    return window.localStorage.getItem(REDIRECT_OFF_KEY) === 'off';
  } catch {
    return false; // storage blocked: behave as on a first visit
  }
};

// The setting only changes through this page's own button, which re-renders anyway.
const noSubscription = () => () => {};

const turnOff = () => {
  try {
    window.localStorage.setItem(REDIRECT_OFF_KEY, 'off');
  } catch {
    // storage blocked: the redirect stays cancelled for this visit only
  }
};

/**
 * Counts `seconds` down once per second and calls `onExpire` at zero. It starts once hydrated,
 * so only in the browser (the prerendered HTML and the first client render show no countdown).
 */
export function useRedirectCountdown(seconds: number, onExpire: () => void) {
  const hydrated = useHydrated();
  const remembered = useSyncExternalStore(noSubscription, isTurnedOff, () => false);
  const [choice, setChoice] = useState<'cancelled' | 'disabled' | null>(null);
  const [remaining, setRemaining] = useState(seconds);
  const expired = useRef(false);
  const status: CountdownStatus = !hydrated
    ? 'pending'
    : (choice ?? (remembered ? 'disabled' : 'running'));

  useEffect(() => {
    if (status !== 'running') return;
    const id = window.setInterval(() => setRemaining((left) => Math.max(0, left - 1)), 1000);
    return () => window.clearInterval(id);
  }, [status]);

  useEffect(() => {
    if (status !== 'running' || remaining > 0 || expired.current) return;
    expired.current = true; // once, even if the caller hands a new onExpire
    onExpire();
  }, [status, remaining, onExpire]);

  const cancel = useCallback(() => setChoice('cancelled'), []);
  const disable = useCallback(() => {
    turnOff();
    setChoice('disabled');
  }, []);

  return { status, remaining, cancel, disable };
}
