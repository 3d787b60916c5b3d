import { useEffect, useMemo } from 'react';
import { sessionFields, type AuthContextValue } from './auth-context';
import { useSessionState, type SessionOptions } from './use-session-state';
import { useVerificationWatch } from './use-verification-watch';

/**
 * The session, its role and the sign-in actions, as the auth context's value. The Firebase SDK
 * is started from GET /api/client-config (or `loadConfig`): at mount with `start: 'eager'`, or
 * with `start: 'on-demand'` (public site) only when an action or `requestSession()` needs it,
 * or when this browser is known to hold a session (./session-hint). No visitor is signed in
 * without asking; `persistence: 'memory'` (kiosk) keeps nothing in the browser.
 */
export function useAuthValue({
  start = 'eager',
  persistence = 'local',
  loadConfig,
}: Partial<SessionOptions> = {}): AuthContextValue {
  const { state, session, requestSession } = useSessionState({ start, persistence, loadConfig });
  useVerificationWatch(state.user, session);

  return useMemo<AuthContextValue>(() => {
    // Known to be signed out (the SDK may never have started): nothing to wait for.
    const signedOut = !state.loading && state.user === null;
    const started = async () => {
      requestSession();
      return session;
    };
    const currentUser = async () => (signedOut ? null : (await session).currentUser());
    return {
      ...sessionFields(state.user, state.role, state.loading),
      requestSession,
      getIdToken: async (forceRefresh = false) => {
        const user = await currentUser().catch(() => null);
        return user ? user.getIdToken(forceRefresh) : null;
      },
      refreshUser: async () => {
        const user = await currentUser();
        if (!user) return;
        await user.reload();
        // A new token carries the verified flag; the token listener then re-reads the role.
        await user.getIdToken(true);
      },
      signInAsGuest: async () => (await started()).signInAsGuest(),
      signInWithGoogle: async () => (await started()).signInWithGoogle(),
      signInWithFacebook: async () => (await started()).signInWithFacebook(),
      prepareProviderSignIn: async () => (await started()).prepareProviderSignIn(),
      signInWithEmail: async (email, password) =>
        (await started()).signInWithEmail(email, password),
      signUpWithEmail: async (email, password, locale) =>
        (await started()).signUpWithEmail(email, password, locale),
      signOut: async () => {
        if (signedOut) return;
        await (await session.catch(() => null))?.signOut();
      },
    };
  }, [state, session, requestSession]);
}

export type SessionEngineProps = Partial<SessionOptions> & {
  /** Called with every new value, after it is committed. */
  onValue: (value: AuthContextValue) => void;
};

/**
 * The session without a context: useAuthValue's value, handed to `onValue`. It renders
 * nothing, so a page can load it after its own code (DeferredAuthProvider).
 */
export function SessionEngine({ onValue, ...options }: SessionEngineProps): null {
  const value = useAuthValue(options);
  useEffect(() => onValue(value), [onValue, value]);
  return null;
}
