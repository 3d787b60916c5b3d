/** The `Identity` port: who a bearer ID token says the caller is. */
export interface Identity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** A guest signed in anonymously: counts as `anon`. */
  isAnonymous: boolean;
  /** The sign-in method: `anonymous`, `password`, `google.com`, `facebook.com`, ... */
  provider: string;
}

export interface IdentityVerifier {
  /** Resolves the token's identity; rejects with `InvalidTokenError` for a bad, expired or foreign token. */
  verify(token: string): Promise<Identity>;
}

/** The token itself is unacceptable (as opposed to the verifier being unreachable). */
export class InvalidTokenError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid ID token (${reason}).`);
    this.name = 'InvalidTokenError';
  }
}

/** ID tokens are about 1 KB; anything far longer is not worth parsing. */
const MAX_TOKEN_LENGTH = 8192;

/**
 * The token of an `Authorization: Bearer <token>` header: `undefined` when there is no header,
 * `''` when the header is there but unusable (another scheme, empty, oversized).
 */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  const token = match?.[1] ?? '';
  return token.length > MAX_TOKEN_LENGTH ? '' : token;
}
