import { yieldToMain } from '@bar/client/yield-to-main';
import { getClientConfig, type ClientConfig } from '@bar/client/get-client-config';
import { fetchSignedInRole } from '@bar/client/get-role';
import type { Role } from '@bar/domain/roles';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { AuthUser } from './auth-context';
import type { AuthPersistence, FirebaseSession } from './firebase-session';
import { hasRedirectMark } from './redirect-mark';
import { hasSessionHint, writeSessionHint } from './session-hint';

/**
 * 'eager': the SDK starts at mount (back office, kiosk). 'on-demand' (public site): it starts
 * when something needs an identity (an action, `requestSession()`), or at mount when the
 * session hint says this browser holds a session; reading the site loads no identity code.
 */
export type SessionStart = 'eager' | 'on-demand';

export type SessionOptions = {
  start: SessionStart;
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

export function useSessionState({ start, persistence, loadConfig }: SessionOptions) {
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
  // Set once the component is mounted: `requestSession` then starts the SDK (once).
  const starter = useRef<{ start: () => void } | null>(null);
  const pending = useRef(false);

  useEffect(() => {
    let active = true;
    let started = false;
    let unsubscribe: (() => void) | undefined;
    let generation = 0;

    async function run() {
      const config = await configLoader.current();
      const { createFirebaseSession, toAuthUser } = await import('./firebase-session');
      // The SDK's modules have just run, in this task: starting Auth waits for the next one, so
      // a phone gets two tasks of ~10 ms instead of one of ~20 (Lighthouse's TBT on /en/login).
      await yieldToMain();
      if (!active) return;
      const session = createFirebaseSession(config, persistence);
      ready.resolve(session);
      await session.completeRedirect();
      if (!active) return;
      // Fires on sign-in, sign-out and every token refresh, so the role is never stale.
      unsubscribe = session.onUserChange((user) => {
        const current = ++generation;
        if (persistence === 'local') writeSessionHint(user !== null);
        void (async () => {
          if (!user) {
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

    const begin = () => {
      if (started) return;
      started = true;
      run().catch((error: unknown) => {
        console.warn('[auth] unavailable', error);
        ready.reject(error);
        if (active) setState({ user: null, role: 'anon', loading: false });
      });
    };
    starter.current = { start: begin };

    // Also when the visitor comes back from a provider's redirect sign-in: the page that
    // finishes it may mount after this effect, and must not see a signed-out session first.
    if (start === 'eager' || pending.current || hasSessionHint() || hasRedirectMark()) begin();
    // Nobody signed in on this browser: the page is signed out until an action needs a session.
    else setState({ user: null, role: 'anon', loading: false });

    return () => {
      active = false;
      starter.current = null;
      unsubscribe?.();
    };
  }, [start, persistence, ready]);

  const requestSession = useCallback(() => {
    if (starter.current) starter.current.start();
    else pending.current = true;
  }, []);

  return { state, session: ready.promise, requestSession };
}
