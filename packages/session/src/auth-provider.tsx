import { useMemo, type ReactNode } from 'react';
import { AuthContext, sessionFields, type AuthContextValue } from './auth-context';
import { useSessionState, type SessionOptions } from './use-session-state';
import { useVerificationWatch } from './use-verification-watch';

export type { AuthPersistence } from './firebase-session';

export type AuthProviderProps = Partial<SessionOptions> & { children: ReactNode };

/**
 * Session, role and sign-in actions for web and admin. The Firebase SDK is started from
 * GET /api/client-config (or `loadConfig`): at mount with `start: 'eager'`, or with
 * `start: 'on-demand'` (public site) only when an action or `requestSession()` needs it, or
 * when this browser is known to hold a session (./session-hint). No visitor is signed in
 * without asking; `persistence: 'memory'` (kiosk) keeps nothing in the browser.
 */
export function AuthProvider({
  children,
  start = 'eager',
  persistence = 'local',
  loadConfig,
}: AuthProviderProps) {
  const { state, session, requestSession } = useSessionState({ start, persistence, loadConfig });
  useVerificationWatch(state.user, session);

  const value = useMemo<AuthContextValue>(() => {
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
      signUpWithEmail: async (email, password) =>
        (await started()).signUpWithEmail(email, password),
      signOut: async () => {
        if (signedOut) return;
        await (await session.catch(() => null))?.signOut();
      },
    };
  }, [state, session, requestSession]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
