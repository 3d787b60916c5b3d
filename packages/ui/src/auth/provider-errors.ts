/**
 * How a popup sign-in failure is handled. Codes from the Firebase Auth SDK
 * (https://firebase.google.com/docs/reference/js/auth#autherrorcodes).
 */
const SILENT_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

const REDIRECT_CODES = new Set([
  'auth/popup-blocked',
  'auth/operation-not-supported-in-this-environment',
  // The SDK reports a helper script that failed to load (e.g. blocked by a Content Security
  // Policy) as an internal error.
  'auth/internal-error',
  // Third-party storage disabled: the popup cannot hand the result back.
  'auth/web-storage-unsupported',
]);

const CONTENT_POLICY = /content security policy|content-security-policy|\bcsp\b/i;

export function authErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const { code } = error;
  return typeof code === 'string' ? code : undefined;
}

export type PopupFailure = 'ignore' | 'redirect' | 'fail';

export function classifyPopupFailure(error: unknown): PopupFailure {
  const code = authErrorCode(error);
  if (code && SILENT_CODES.has(code)) return 'ignore';
  if (code && REDIRECT_CODES.has(code)) return 'redirect';
  const message = error instanceof Error ? error.message : '';
  return CONTENT_POLICY.test(message) ? 'redirect' : 'fail';
}

/**
 * Firebase Auth error codes → the catalogue's key under `signIn.errors` (the SDK's own message,
 * "Firebase: Error (auth/wrong-password).", is English and technical: never shown).
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
