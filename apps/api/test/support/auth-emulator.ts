import { randomUUID } from 'node:crypto';

/**
 * Real ID tokens from the Firebase Auth emulator's REST API
 * (https://firebase.google.com/docs/reference/rest/auth, emulator extras:
 * https://firebase.google.com/docs/emulator-suite/connect_auth#rest_api). `Bearer owner` is the
 * emulator's admin credential.
 */
export const EMULATOR_PROJECT = 'demo-restaurant';
const API_KEY = 'demo-api-key';

/** Unique per test run, so runs sharing one emulator never see each other's accounts. */
export const RUN_ID = randomUUID().slice(0, 8);

export const uniqueEmail = (label: string, domain = 'example.com') =>
  `${label}-${RUN_ID}@${domain}`;

export interface TestAccount {
  uid: string;
  email: string | null;
  idToken: string;
}

interface TokenAnswer {
  localId: string;
  idToken: string;
  email?: string;
}

export function authEmulator(host: string) {
  const publicApi = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const adminApi = `${publicApi}/projects/${EMULATOR_PROJECT}`;

  const post = async <T>(
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Auth emulator ${url}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };

  const signIn = async (email: string, password: string): Promise<TestAccount> => {
    const answer = await post<TokenAnswer>(
      `${publicApi}/accounts:signInWithPassword?key=${API_KEY}`,
      {
        email,
        password,
        returnSecureToken: true,
      },
    );
    return { uid: answer.localId, email: answer.email ?? email, idToken: answer.idToken };
  };

  const setEmailVerified = (uid: string, emailVerified: boolean) =>
    post(
      `${adminApi}/accounts:update`,
      { localId: uid, emailVerified },
      { authorization: 'Bearer owner' },
    );

  return {
    host,
    signIn,
    setEmailVerified,

    async signUpAnonymously(): Promise<TestAccount> {
      const answer = await post<TokenAnswer>(`${publicApi}/accounts:signUp?key=${API_KEY}`, {
        returnSecureToken: true,
      });
      return { uid: answer.localId, email: null, idToken: answer.idToken };
    },

    /** An e-mail/password account; `verified` marks it verified and signs in again, as a fresh token carries the claim. */
    async account(
      email: string,
      { verified = false, password = 'secret-123' } = {},
    ): Promise<TestAccount> {
      let created: TokenAnswer;
      try {
        created = await post<TokenAnswer>(`${publicApi}/accounts:signUp?key=${API_KEY}`, {
          email,
          password,
          returnSecureToken: true,
        });
      } catch (err) {
        // Made already by an earlier test file in this worker (test files share a worker's
        // modules, so its fixed addresses): the same account, signed in again.
        if (!String(err).includes('EMAIL_EXISTS')) throw err;
        const existing = await signIn(email, password);
        created = { localId: existing.uid, email, idToken: existing.idToken };
      }
      if (!verified) return { uid: created.localId, email, idToken: created.idToken };
      await setEmailVerified(created.localId, true);
      return signIn(email, password);
    },
  };
}

export type AuthEmulator = ReturnType<typeof authEmulator>;

/** The same token with some payload claims replaced (the emulator's tokens are unsigned, alg "none"). */
export function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header = '', payload = '', signature = ''] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const changed = Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url');
  return [header, changed, signature].join('.');
}
