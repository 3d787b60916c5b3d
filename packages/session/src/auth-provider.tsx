import type { ReactNode } from 'react';
import { AuthContext } from './auth-context';
import { useAuthValue } from './auth-value';
import type { SessionOptions } from './use-session-state';

export type { AuthPersistence } from './firebase-session';

export type AuthProviderProps = Partial<SessionOptions> & { children: ReactNode };

/** Session, role and sign-in actions for web and admin (see useAuthValue). */
export function AuthProvider({ children, ...options }: AuthProviderProps) {
  return <AuthContext.Provider value={useAuthValue(options)}>{children}</AuthContext.Provider>;
}
