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
