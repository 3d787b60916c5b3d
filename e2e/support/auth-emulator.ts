import { randomUUID } from 'node:crypto';
import { URLS } from './ports.js';

/** The Auth emulator's REST API (https://firebase.google.com/docs/emulator-suite/connect_auth). */
export const PROJECT_ID = 'demo-restaurant';
const API = `${URLS.auth}/identitytoolkit.googleapis.com/v1`;
const ADMIN = `${API}/projects/${PROJECT_ID}`;
// The emulator accepts any API key; 'Bearer owner' is its admin credential.
const KEY = 'e2e-api-key';
const ADMIN_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer owner' };

export type EmulatorAccount = { localId: string; email?: string; emailVerified?: boolean };

async function post<T>(
  url: string,
  body: unknown,
  headers: Record<string, string> = ADMIN_HEADERS,
): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A fresh address per call, so tests never share accounts. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@e2e.example.com`;
}

export async function lookupAccount(email: string): Promise<EmulatorAccount | undefined> {
  const { users } = await post<{ users?: EmulatorAccount[] }>(`${ADMIN}/accounts:lookup`, {
    email: [email],
  });
  return users?.[0];
}

export async function deleteAccountByEmail(email: string): Promise<void> {
  const account = await lookupAccount(email);
  if (account) await post(`${ADMIN}/accounts:delete`, { localId: account.localId });
}

/** Creates an e-mail/password account directly (admin API), verified or not. */
export async function createAccount(
  email: string,
  password: string,
  emailVerified: boolean,
): Promise<EmulatorAccount> {
  return post<EmulatorAccount>(`${ADMIN}/accounts`, { email, password, emailVerified });
}

/** Signs in like a browser would and returns the ID token. */
export async function idTokenFor(email: string, password: string): Promise<string> {
  const { idToken } = await post<{ idToken: string }>(
    `${API}/accounts:signInWithPassword?key=${KEY}`,
    { email, password, returnSecureToken: true },
    { 'content-type': 'application/json' },
  );
  return idToken;
}

export async function anonymousIdToken(): Promise<string> {
  const { idToken } = await post<{ idToken: string }>(
    `${API}/accounts:signUp?key=${KEY}`,
    { returnSecureToken: true },
    { 'content-type': 'application/json' },
  );
  return idToken;
}

type OobCode = { email: string; requestType: string; oobLink: string; oobCode: string };

/** The newest verification link the emulator "sent" to this address. */
export async function verificationLinkFor(email: string): Promise<string | undefined> {
  const res = await fetch(`${URLS.auth}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
  return oobCodes
    .filter((code) => code.email === email && code.requestType === 'VERIFY_EMAIL')
    .at(-1)?.oobLink;
}
