import { useBrowserValue } from '../browser-value';
import { CONSENT_STORAGE_KEY } from './consent-boot-script';

// Cookie consent: a boolean at the user-state path
// Digital.Cookies. The user state is one JSON object in localStorage under 'Digital'
// ({"Cookies": true}); other keys someone keeps there are left as they are. A change is
// announced with a 'consent-changed' event (and other tabs see the 'storage' event).

export const CONSENT_CHANGED_EVENT = 'consent-changed';

/** true accepted, false rejected, null not chosen yet. */
export type Consent = boolean | null;
export type ConsentChangedDetail = { cookies: boolean };

// A choice storage refused to keep, so it still counts on this page.
let current: Consent = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readUserState(): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(CONSENT_STORAGE_KEY) ?? 'null');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function readConsent(): Consent {
  const cookies = readUserState().Cookies;
  return typeof cookies === 'boolean' ? cookies : null;
}

export function writeConsent(cookies: boolean): void {
  try {
    storage()?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ ...readUserState(), Cookies: cookies }),
    );
  } catch {
    // Storage disabled or full: the choice holds for this page only.
    current = cookies;
  }
  window.dispatchEvent(
    new CustomEvent<ConsentChangedDetail>(CONSENT_CHANGED_EVENT, { detail: { cookies } }),
  );
}

function snapshot(): Consent {
  return readConsent() ?? current;
}

export function subscribeConsent(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) onChange();
  };
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CONSENT_CHANGED_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The visitor's choice; undefined while prerendering and hydrating (the browser's storage is
 * not known yet), so nothing that depends on it is in the prerendered markup.
 */
export function useConsent(): Consent | undefined {
  return useBrowserValue<Consent | undefined>(subscribeConsent, snapshot, undefined);
}
