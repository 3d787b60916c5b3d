// Sign-in with Google or Facebook: popup first, redirect when the popup cannot be used
// (https://firebase.google.com/docs/auth/web/google-signin). Loaded only when a visitor picks a
// provider or comes back from one: its resolver brings Google's iframe helper with it.
import {
  browserPopupRedirectResolver,
  FacebookAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
  type AuthProvider,
} from 'firebase/auth';
import type { SignInResult } from './auth-context';
import { classifyPopupFailure } from './popup-failure';
import { markRedirect } from './redirect-mark';

async function withProvider(auth: Auth, provider: AuthProvider): Promise<SignInResult> {
  try {
    await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    return 'signed-in';
  } catch (error) {
    const handling = classifyPopupFailure(error);
    if (handling === 'ignore') return 'cancelled';
    if (handling === 'fail') throw error;
    markRedirect();
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    return 'redirecting';
  }
}

export function signInWithGoogle(auth: Auth): Promise<SignInResult> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  return withProvider(auth, provider);
}

export const signInWithFacebook = (auth: Auth): Promise<SignInResult> =>
  withProvider(auth, new FacebookAuthProvider());

/**
 * Finishes a redirect sign-in waiting for this page, if any (`getRedirectResult` answers null
 * when there is none); a failure is logged and rejects, so the sign-in card the guest comes back
 * to can say it in the page's language. Called on the way back from a redirect, and by the
 * sign-in card when it shows: that also readies the popup-and-redirect helper (Google's iframe)
 * before a click, so the popup opens within the click's user activation.
 */
export const finishRedirect = (auth: Auth): Promise<void> =>
  getRedirectResult(auth, browserPopupRedirectResolver).then(
    () => undefined,
    (error: unknown) => {
      console.warn('[auth] redirect', error);
      throw error;
    },
  );
