import { writeSessionHint } from '@bar/session/session-hint';

/**
 * Kiosk sign-out (the `encuesta` tablet): the next person must not inherit the session, so
 * stored auth entries are wiped and the identity provider's own session is ended too.
 */
export const LOGOUT_COMPLETE_PATH = '/logout-complete';
const FIREBASE_DB = 'firebaseLocalStorageDb';
const FIREBASE_STORE = 'firebaseLocalStorage';

function clearFirebaseKeys(storage: Storage | undefined) {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith('firebase:')) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}

/** Empties the SDK's IndexedDB store (deleting the database would block while it is open). */
function clearFirebaseDb(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.open(FIREBASE_DB);
    request.onerror = () => resolve();
    request.onsuccess = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(FIREBASE_STORE)) {
        db.close();
        return resolve();
      }
      const tx = db.transaction(FIREBASE_STORE, 'readwrite');
      tx.objectStore(FIREBASE_STORE).clear();
      tx.oncomplete =
        tx.onerror =
        tx.onabort =
          () => {
            db.close();
            resolve();
          };
    };
  });
}

export async function clearStoredAuthEntries(): Promise<void> {
  writeSessionHint(false);
  clearFirebaseKeys(globalThis.localStorage);
  clearFirebaseKeys(globalThis.sessionStorage);
  await clearFirebaseDb();
}

/** Google's logout, then back to our page (the documented continue chain through appengine). */
export function providerLogoutUrl(origin: string): string {
  const back = `${origin}${LOGOUT_COMPLETE_PATH}`;
  const appEngine = `https://appengine.google.com/_ah/logout?continue=${encodeURIComponent(back)}`;
  return `https://accounts.google.com/Logout?continue=${encodeURIComponent(appEngine)}`;
}

export type KioskSignOutOptions = {
  signOut: () => Promise<void>;
  /** Local stack (Auth emulator): there is no provider session to end. */
  localMode: boolean;
  origin?: string;
  go?: (url: string) => void;
};

export async function kioskSignOut({ signOut, localMode, origin, go }: KioskSignOutOptions) {
  await signOut().catch(() => undefined);
  await clearStoredAuthEntries();
  const target = localMode
    ? LOGOUT_COMPLETE_PATH
    : providerLogoutUrl(origin ?? window.location.origin);
  (go ?? ((url: string) => window.location.assign(url)))(target);
}
