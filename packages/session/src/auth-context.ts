import type { Role } from '@bar/domain/roles';
import { createContext } from 'react';

export type { Role } from '@bar/domain/roles';

/** A plain snapshot of the signed-in account (never the SDK object, so renders see changes). */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
};

/** 'redirecting': the page is leaving for the provider; 'cancelled': the person closed the popup. */
export type SignInResult = 'signed-in' | 'redirecting' | 'cancelled';

export type AuthContextValue = {
  user: AuthUser | null;
  /** True until the session (and, when signed in, its role) is known. */
  loading: boolean;
  isAnonymous: boolean;
  userRole: Role;
  uid: string | null;
  email: string | null;
  emailVerified: boolean;
  /** `true` forces a fresh token; the role is fetched again whenever the token changes. */
  getIdToken: (forceRefresh?: boolean) => Promise<string | null>;
  /** Reloads the account (e.g. after e-mail verification) and refreshes token and role. */
  refreshUser: () => Promise<void>;
  /**
   * Starts loading the identity SDK now, without signing anyone in: for pages and forms that
   * will need the session (the sign-in page, a review form, the kiosk). Actions start it anyway.
   */
  requestSession: () => void;
  signInAsGuest: () => Promise<void>;
  signInWithGoogle: () => Promise<SignInResult>;
  signInWithFacebook: () => Promise<SignInResult>;
  /** Loads the provider sign-in code ahead of a click, so its popup opens at once. */
  /** Readies the provider sign-in; rejects with the failure of a redirect sign-in that came back. */
  prepareProviderSignIn: () => Promise<void>;
  signInWithEmail: (email: string, password: string) => Promise<void>;
  /** Creates the account and sends the verification e-mail (and its link) in `locale`. */
  signUpWithEmail: (email: string, password: string, locale?: string) => Promise<void>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The value describing a signed-in session state, shared by the provider and tests. */
export function sessionFields(user: AuthUser | null, userRole: Role, loading: boolean) {
  return {
    user,
    loading,
    userRole: user && !user.isAnonymous ? userRole : 'anon',
    isAnonymous: user?.isAnonymous ?? false,
    uid: user?.uid ?? null,
    email: user?.email ?? null,
    emailVerified: user?.emailVerified ?? false,
  } satisfies Partial<AuthContextValue>;
}
