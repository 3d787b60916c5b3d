import { AuthProvider } from '@bar/ui/auth/auth-provider';
import type { ReactNode } from 'react';
import { afterLoadIdle } from '../../../lib/after-load';
import { loadClientConfig } from '../load-client-config';

// The provider starts after hydration and imports the Firebase SDK on demand, so the
// prerendered HTML and the first-load JavaScript stay free of it; its first render (no user,
// loading) is what the prerender saw, so hydration matches.

// Public pages start the session once the page has loaded and the browser is idle: the SDK
// (about 30 KB gzipped) then never competes with the first paint or the hero image. An action
// that needs the session (sign-in) waits for it.
const loadPublicConfig = () => afterLoadIdle().then(loadClientConfig);

/** Public pages: a guest session is tried at start; the site works without one. */
export function PublicAuthProvider({ children }: { children: ReactNode }) {
  return (
    <AuthProvider autoAnonymous loadConfig={loadPublicConfig}>
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
