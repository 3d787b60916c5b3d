import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createFirebaseIdentity } from '../../src/plugins/app/auth/firebase-identity.js';
import {
  bearerToken,
  type IdentityVerifier,
  InvalidTokenError,
} from '../../src/plugins/app/auth/identity.js';
import {
  type AuthEmulator,
  authEmulator,
  uniqueEmail,
  withClaims,
} from '../support/auth-emulator.js';

describe('bearerToken', () => {
  it.each([
    [undefined, undefined],
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc', 'abc'],
    ['Bearer   abc  ', 'abc'],
    ['Bearer', ''],
    ['Bearer ', ''],
    ['Basic dXNlcjpwYXNz', ''],
    ['abc.def.ghi', ''],
    ['Bearer a b', ''],
    [`Bearer ${'x'.repeat(9000)}`, ''],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('the Firebase identity adapter, against the Auth emulator', () => {
  let emulator: AuthEmulator;
  let verifier: IdentityVerifier;
  beforeAll(() => {
    const host = inject('authEmulatorHost');
    emulator = authEmulator(host);
    verifier = createFirebaseIdentity({
      GCLOUD_PROJECT: 'demo-restaurant',
      STORAGE_BUCKET: '',
      FIREBASE_AUTH_EMULATOR_HOST: host,
    });
  });

  it('reads an e-mail account, verified or not', async () => {
    const email = uniqueEmail('adapter');
    const fresh = await emulator.account(email);
    expect(await verifier.verify(fresh.idToken)).toEqual({
      uid: fresh.uid,
      email,
      emailVerified: false,
      isAnonymous: false,
      provider: 'password',
    });
    await emulator.setEmailVerified(fresh.uid, true);
    const again = await emulator.signIn(email, 'secret-123');
    expect(await verifier.verify(again.idToken)).toMatchObject({
      uid: fresh.uid,
      emailVerified: true,
    });
  });

  it('reads an anonymous guest', async () => {
    const guest = await emulator.signUpAnonymously();
    expect(await verifier.verify(guest.idToken)).toEqual({
      uid: guest.uid,
      email: null,
      emailVerified: false,
      isAnonymous: true,
      provider: 'anonymous',
    });
  });

  it('rejects garbled, empty, expired and foreign tokens as invalid', async () => {
    const { idToken } = await emulator.signUpAnonymously();
    const past = Math.floor(Date.now() / 1000) - 3600;
    for (const token of [
      '',
      'garbage',
      'a.b.c',
      withClaims(idToken, { exp: past, iat: past - 3600 }),
      withClaims(idToken, {
        aud: 'another-project',
        iss: 'https://securetoken.google.com/another-project',
      }),
      withClaims(idToken, { sub: '' }),
    ]) {
      await expect(verifier.verify(token), token.slice(0, 40)).rejects.toBeInstanceOf(
        InvalidTokenError,
      );
    }
  });
});
