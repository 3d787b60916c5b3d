import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../../../config.js';
import { getFirebaseApp } from '../../../lib/google/firebase-admin.js';
import { type Identity, type IdentityVerifier, InvalidTokenError } from './identity.js';

const errorCode = (err: unknown) =>
  typeof err === 'object' && err !== null && typeof (err as { code?: unknown }).code === 'string'
    ? (err as { code: string }).code
    : '';

/** firebase-admin's texts for a key download that failed (network, or Google's answer). */
const KEY_FETCH_FAILURE = /Error while making request|Error fetching public keys/;

/**
 * The Identity adapter on Firebase Auth (https://firebase.google.com/docs/auth/admin/verify-id-tokens).
 * Tokens are checked locally against Google's cached public keys; `checkRevoked: false` spares a
 * call to Auth per request (a revoked session lasts at most the token's remaining hour).
 */
export function createFirebaseIdentity(
  config: Pick<
    Config,
    'GCLOUD_PROJECT' | 'STORAGE_BUCKET' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'FIREBASE_HTTPS_PROXY'
  >,
): IdentityVerifier {
  if (config.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin has no option for the Auth emulator: it reads this variable when it verifies
    // (https://firebase.google.com/docs/emulator-suite/connect_auth#admin_sdks). It is set here,
    // from the parsed configuration, and this is the one place in the API that writes process.env.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const auth = getAuth(getFirebaseApp(config));

  return {
    async verify(token: string): Promise<Identity> {
      if (!token) throw new InvalidTokenError('empty');
      try {
        const decoded = await auth.verifyIdToken(token, false);
        const provider = decoded.firebase.sign_in_provider;
        return {
          uid: decoded.uid,
          email: decoded.email ?? null,
          emailVerified: decoded.email_verified === true,
          isAnonymous: provider === 'anonymous',
          provider,
        };
      } catch (err) {
        const code = errorCode(err);
        // auth/* codes describe the token (malformed, expired, wrong project, ...); an internal
        // error or a failed key download is an outage, not the caller's fault. The SDK reports a
        // failed download of Google's keys as auth/argument-error too, told apart by its text.
        if (
          code.startsWith('auth/') &&
          code !== 'auth/internal-error' &&
          !KEY_FETCH_FAILURE.test(err instanceof Error ? err.message : '')
        )
          throw new InvalidTokenError(code);
        throw err;
      }
    },
  };
}
