import { AuthProvider } from '@bar/session/auth-provider';
import type { ReactNode } from 'react';
import { afterLoadIdle } from '../../../lib/after-load';
import { loadClientConfig } from '../load-client-config';

// The provider imports the Firebase SDK on demand, so the prerendered HTML and the first-load
// JavaScript stay free of it; its first render (no user, loading) is what the prerender saw, so
// hydration matches.

// Reading the site needs no identity: public pages load the SDK (about 30 KB gzipped) and ask
// the Auth service only when the visitor does something that needs a session (sign in, the
// guest entry, the sign-in page), or, for a browser that holds a session (a returning visitor),
// once the page has loaded and the browser is idle, so it never competes with the first paint.
const loadPublicConfig = () => afterLoadIdle().then(loadClientConfig);

/** Public pages: signed out until an action needs a session; a stored session comes back. */
export function PublicAuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider start="on-demand" loadConfig={loadPublicConfig}>
      {children}
    </AuthProvider>
  );
}

/** The kiosk tablet: the session lives in memory only, so a reload or a new visitor starts clean. */
export function KioskAuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider persistence="memory" loadConfig={loadClientConfig}>
      {children}
    </AuthProvider>
  );
}
