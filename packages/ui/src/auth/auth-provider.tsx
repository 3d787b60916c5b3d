import { useMemo, type ReactNode } from 'react';
import { AuthContext, sessionFields, type AuthContextValue } from './auth-context';
import { useSessionState, type SessionOptions } from './use-session-state';
import { useVerificationWatch } from './use-verification-watch';

export type { AuthPersistence } from './firebase-session';

export type AuthProviderProps = Partial<SessionOptions> & { children: ReactNode };

/**
 * Session, role and sign-in actions for web and admin. The Firebase SDK is started from
 * GET /api/client-config (or `loadConfig`) after mount. `autoAnonymous` (public site) tries a
 * guest session at start; `persistence: 'memory'` (kiosk) keeps nothing in the browser.
 */
export function AuthProvider({
  children,
  autoAnonymous = false,
  persistence = 'local',
  loadConfig,
}: AuthProviderProps) {
  const { state, session } = useSessionState({ autoAnonymous, persistence, loadConfig });
  useVerificationWatch(state.user, session);

  const value = useMemo<AuthContextValue>(() => {
    const currentUser = async () => (await session).currentUser();
    return {
      ...sessionFields(state.user, state.role, state.loading),
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
      signInAsGuest: async () => (await session).signInAsGuest(),
      signInWithGoogle: async () => (await session).signInWithGoogle(),
      signInWithFacebook: async () => (await session).signInWithFacebook(),
      prepareProviderSignIn: async () => (await session).prepareProviderSignIn(),
      signInWithEmail: async (email, password) => (await session).signInWithEmail(email, password),
      signUpWithEmail: async (email, password) => (await session).signUpWithEmail(email, password),
      signOut: async () => (await session.catch(() => null))?.signOut(),
    };
  }, [state, session]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
