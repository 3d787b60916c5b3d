import { describe, expect, it } from 'vitest';
import { deriveGateState } from './gate-state';

describe('deriveGateState', () => {
  it('follows loading → signed out → checking → allowed/denied', () => {
    expect(deriveGateState({ authLoading: true, signedIn: true, access: undefined })).toEqual({
      kind: 'loading',
    });
    expect(deriveGateState({ authLoading: false, signedIn: false, access: undefined })).toEqual({
      kind: 'signed-out',
    });
    expect(deriveGateState({ authLoading: false, signedIn: true, access: undefined })).toEqual({
      kind: 'checking',
    });
    expect(
      deriveGateState({ authLoading: false, signedIn: true, access: { status: 'allowed' } }),
    ).toEqual({ kind: 'allowed' });
  });

  it('keeps the server text or the network reason of a denial', () => {
    expect(
      deriveGateState({
        authLoading: false,
        signedIn: true,
        access: { status: 'denied', message: 'Forbidden' },
      }),
    ).toEqual({ kind: 'denied', reason: 'server', serverMessage: 'Forbidden' });
    expect(
      deriveGateState({ authLoading: false, signedIn: true, access: { status: 'network-error' } }),
    ).toEqual({ kind: 'denied', reason: 'network' });
  });

  it('forgets a permission once signed out', () => {
    expect(
      deriveGateState({ authLoading: false, signedIn: false, access: { status: 'allowed' } }),
    ).toEqual({ kind: 'signed-out' });
  });
});
