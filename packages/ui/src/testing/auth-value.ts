// Session values for tests and stories: the exact shape the AuthProvider gives.
import {
  sessionFields,
  type AuthContextValue,
  type AuthUser,
  type Role,
} from '@bar/session/auth-context';

/** A session value as the provider would give it; actions resolve unless overridden. */
export function authValue(
  user: AuthUser | null,
  role: Role = 'user',
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    ...sessionFields(user, role, false),
    getIdToken: () => Promise.resolve(user ? 'token' : null),
    refreshUser: () => Promise.resolve(),
    requestSession: () => undefined,
    signInAsGuest: () => Promise.resolve(),
    signInWithGoogle: () => Promise.resolve('signed-in'),
    signInWithFacebook: () => Promise.resolve('signed-in'),
    prepareProviderSignIn: () => Promise.resolve(),
    signInWithEmail: () => Promise.resolve(),
    signUpWithEmail: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    ...overrides,
  };
}

export const member = (extra: Partial<AuthUser> = {}): AuthUser => ({
  uid: 'u1',
  email: 'ana@example.com',
  displayName: null,
  emailVerified: true,
  isAnonymous: false,
  ...extra,
});

export const guest: AuthUser = {
  uid: 'g1',
  email: null,
  displayName: null,
  emailVerified: false,
  isAnonymous: true,
};
