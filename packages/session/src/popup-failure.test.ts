import { describe, expect, it } from 'vitest';
import { classifyPopupFailure } from './popup-failure';

const failure = (code: string, message = '') => Object.assign(new Error(message), { code });

describe('popup failures', () => {
  it.each([
    ['auth/popup-closed-by-user', 'ignore'],
    ['auth/cancelled-popup-request', 'ignore'],
    ['auth/popup-blocked', 'redirect'],
    ['auth/operation-not-supported-in-this-environment', 'redirect'],
    ['auth/internal-error', 'redirect'],
    ['auth/web-storage-unsupported', 'redirect'],
    ['auth/account-exists-with-different-credential', 'fail'],
  ])('%s → %s', (code, expected) => {
    expect(classifyPopupFailure(failure(code))).toBe(expected);
  });

  it('falls back to redirect when a content policy blocked the popup helper', () => {
    expect(
      classifyPopupFailure(
        failure('auth/network-request-failed', 'Refused: Content Security Policy'),
      ),
    ).toBe('redirect');
    expect(classifyPopupFailure('weird')).toBe('fail');
  });
});
