import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import {
  AuthContext,
  sessionFields,
  type AuthContextValue,
  type AuthUser,
  type Role,
} from '../auth/auth-context';

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
    signInAsGuest: () => Promise.resolve(),
    signInWithGoogle: () => Promise.resolve('signed-in'),
    signInWithFacebook: () => Promise.resolve('signed-in'),
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

function CurrentPath() {
  const location = useLocation();
  return <output aria-label="path">{`${location.pathname}${location.search}`}</output>;
}

export function renderWithAuth(
  ui: ReactNode,
  { value, path = '/', locale = 'es' }: { value: AuthContextValue; path?: string; locale?: string },
) {
  const i18n = createInstance();
  void i18n.init({ lng: locale, resources: {}, initAsync: false });
  return render(
    <I18nextProvider i18n={i18n}>
      <AuthContext.Provider value={value}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <CurrentPath />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </I18nextProvider>,
  );
}
