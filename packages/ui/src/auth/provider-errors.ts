import { authErrorCode } from '@bar/session/popup-failure';

/**
 * Firebase Auth error codes → the catalogue's key under `signIn.errors` (the SDK's own message,
 * "Firebase: Error (auth/wrong-password).", is English and technical: never shown).
 * Codes: https://firebase.google.com/docs/reference/js/auth#autherrorcodes
 */
const AUTH_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/wrong-password': 'badCredentials',
  'auth/invalid-credential': 'badCredentials',
  'auth/invalid-login-credentials': 'badCredentials',
  'auth/user-not-found': 'badCredentials',
  'auth/invalid-email': 'invalidEmail',
  'auth/email-already-in-use': 'emailInUse',
  'auth/weak-password': 'weakPassword',
  'auth/missing-password': 'missingPassword',
  'auth/too-many-requests': 'tooManyRequests',
  'auth/network-request-failed': 'network',
  'auth/user-disabled': 'userDisabled',
  'auth/account-exists-with-different-credential': 'accountExists',
};

/**
 * The catalogue key of the text the sign-in card shows for a failure: the error's meaning in the
 * page's language when its code is known, else the card's default (spec: 'Error al iniciar
 * sesión.' for a sign-in).
 */
export function authErrorKey(error: unknown, fallbackKey: string): string {
  const key = AUTH_ERROR_KEYS[authErrorCode(error) ?? ''];
  return key ? `signIn.errors.${key}` : fallbackKey;
}
