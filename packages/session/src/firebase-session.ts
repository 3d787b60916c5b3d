// Everything that touches the Firebase web SDK lives here; the provider imports this module
// dynamically so public pages do not pay for the SDK before first paint.
// https://firebase.google.com/docs/auth/web/start
import type { ClientConfig } from '@bar/client/get-client-config';
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  sendEmailVerification,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthUser } from './auth-context';
import { takeRedirectMark } from './redirect-mark';

export type AuthPersistence = 'local' | 'memory';

// initializeAuth may run once per app: StrictMode and remounts reuse the same instance.
const instances = new Map<string, Auth>();

function authFor(config: ClientConfig, persistence: AuthPersistence): Auth {
  const name = `bar-${persistence}`;
  const existing = instances.get(name);
  if (existing) return existing;
  const app = getApps().some((a) => a.name === name)
    ? getApp(name)
    : initializeApp(config.firebase, name);
  const auth = initializeAuth(app, {
    persistence:
      persistence === 'memory'
        ? inMemoryPersistence
        : [indexedDBLocalPersistence, browserLocalPersistence],
    // No popupRedirectResolver here: it would load Google's iframe helper on every page.
    // The provider sign-ins bring their own (./firebase-providers), only when used.
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
  }
  instances.set(name, auth);
  return auth;
}

export function toAuthUser(user: User): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    isAnonymous: user.isAnonymous,
  };
}

export function createFirebaseSession(config: ClientConfig, persistence: AuthPersistence) {
  const auth = authFor(config, persistence);
  // One redirect-result lookup per session: the sign-in card readies the provider helper with it
  // while the session finishes a redirect with it. Two concurrent `getRedirectResult` calls race
  // (the second answers null at once), so the session could see a signed-out user first.
  let redirectLookup: Promise<void> | undefined;
  const lookUpRedirect = () =>
    (redirectLookup ??= import('./firebase-providers').then((providers) =>
      providers.finishRedirect(auth),
    ));
  return {
    onUserChange: (listener: (user: User | null) => void) => onIdTokenChanged(auth, listener),
    /** Finishes a redirect sign-in started earlier; its errors are only logged (spec §8). */
    completeRedirect: async () => {
      if (!takeRedirectMark()) return;
      // A failure is the sign-in card's to show (prepareProviderSignIn answers it there).
      await lookUpRedirect().catch(() => undefined);
    },
    currentUser: () => auth.currentUser,
    signInAsGuest: async () => void (await signInAnonymously(auth)),
    signInWithGoogle: () =>
      import('./firebase-providers').then((providers) => providers.signInWithGoogle(auth)),
    signInWithFacebook: () =>
      import('./firebase-providers').then((providers) => providers.signInWithFacebook(auth)),
    prepareProviderSignIn: lookUpRedirect,
    signInWithEmail: async (email: string, password: string) =>
      void (await signInWithEmailAndPassword(auth, email, password)),
    signUpWithEmail: async (email: string, password: string, locale?: string) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      // The mail's text and its link's `lang` follow the SDK's language code: the page's.
      if (locale) auth.languageCode = locale;
      await sendEmailVerification(user);
    },
    signOut: () => signOut(auth).catch(() => undefined),
  };
}

export type FirebaseSession = ReturnType<typeof createFirebaseSession>;
