import { describe, expect, it } from 'vitest';
import { authErrorKey } from './provider-errors';

const failure = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('sign-in failure texts', () => {
  it('names a known Firebase failure by its catalogue key, anything else by the default', () => {
    const fallback = 'signIn.signInError';
    expect(authErrorKey(failure('auth/wrong-password', 'Firebase: Error'), fallback)).toBe(
      'signIn.errors.badCredentials',
    );
    expect(authErrorKey(failure('auth/invalid-credential', 'x'), fallback)).toBe(
      'signIn.errors.badCredentials',
    );
    expect(authErrorKey(failure('auth/email-already-in-use', 'x'), 'signIn.signUpError')).toBe(
      'signIn.errors.emailInUse',
    );
    expect(authErrorKey(new Error('Firebase: Error (auth/odd).'), fallback)).toBe(fallback);
    expect(authErrorKey({}, 'signIn.signUpError')).toBe('signIn.signUpError');
  });
});
