import { getClientConfig, type ClientConfig } from '@bar/client/get-client-config';
import { fetchSignedInRole, type Role } from '@bar/client/get-role';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { AuthUser } from './auth-context';
import type { AuthPersistence, FirebaseSession } from './firebase-session';

export type SessionOptions = {
  autoAnonymous: boolean;
  persistence: AuthPersistence;
  loadConfig?: () => Promise<ClientConfig>;
};

type SessionState = { user: AuthUser | null; role: Role; loading: boolean };

/** A promise for the session that actions can await while the SDK is still loading. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

export function useSessionState({ autoAnonymous, persistence, loadConfig }: SessionOptions) {
  const [state, setSessionState] = useState<SessionState>({
    user: null,
    role: 'anon',
    loading: true,
  });
  // Session changes re-render the badge, the footer and guarded pages: as transitions, React
  // renders them in slices instead of one long task on a phone's main thread.
  const setState = (next: SessionState) => startTransition(() => setSessionState(next));
  const [ready] = useState(() => deferred<FirebaseSession>());
  const configLoader = useRef(loadConfig ?? (() => getClientConfig()));

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    let generation = 0;
    let firstEvent = true;

    async function start() {
      const config = await configLoader.current();
      const { createFirebaseSession, toAuthUser } = await import('./firebase-session');
      if (!active) return;
      const session = createFirebaseSession(config, persistence);
      ready.resolve(session);
      await session.completeRedirect();
      if (!active) return;
      // Fires on sign-in, sign-out and every token refresh, so the role is never stale.
      unsubscribe = session.onUserChange((user) => {
        const current = ++generation;
        const isFirst = firstEvent;
        firstEvent = false;
        void (async () => {
          if (!user) {
            if (isFirst && autoAnonymous) {
              // Public site: try a guest session; carry on without one if it fails.
              const ok = await session.signInAsGuest().then(
                () => true,
                () => false,
              );
              if (ok) return;
            }
            if (active && current === generation)
              setState({ user: null, role: 'anon', loading: false });
            return;
          }
          const role: Role = user.isAnonymous
            ? 'anon'
            : await fetchSignedInRole(await user.getIdToken().catch(() => null));
          if (active && current === generation)
            setState({ user: toAuthUser(user), role, loading: false });
        })();
      });
    }

    start().catch((error: unknown) => {
      console.warn('[auth] unavailable', error);
      ready.reject(error);
      if (active) setState({ user: null, role: 'anon', loading: false });
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, [autoAnonymous, persistence, ready]);

  return { state, session: ready.promise };
}
