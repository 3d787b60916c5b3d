import { useCallback, useEffect, useState } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';
import type { SignInResult } from '@bar/session/auth-context';

// The provider's error codes and their texts' keys are needed only once an attempt fails: they
// load once the card has rendered in the browser, not with the page.
const errorKeys = () => import('./provider-errors');

export type SignInStatus = 'idle' | 'processing' | 'error' | 'success' | 'created';

/** The sign-in card's state machine: idle → processing → error | success (→ redirect) | created. */
export function useSignInFlow(onSuccess: () => void) {
  const { t } = useUiTranslation();
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [error, setError] = useState('');
  useEffect(() => {
    errorKeys().catch(() => undefined);
  }, []);

  const run = useCallback(
    async (action: () => Promise<SignInResult | void>, kind: 'sign-in' | 'sign-up' = 'sign-in') => {
      setStatus('processing');
      setError('');
      try {
        const result = await action();
        if (result === 'cancelled') return setStatus('idle');
        // The page is leaving for the provider: stay busy until it does.
        if (result === 'redirecting') return;
        if (kind === 'sign-up') return setStatus('created');
        setStatus('success');
        onSuccess();
      } catch (cause) {
        const fallback = kind === 'sign-up' ? 'signIn.signUpError' : 'signIn.signInError';
        // Without the table (it failed to load), the card's default text.
        const key = await errorKeys().then(
          ({ authErrorKey }) => authErrorKey(cause, fallback),
          () => fallback,
        );
        setError(t(key));
        setStatus('error');
      }
    },
    [onSuccess, t],
  );

  /** A sign-in that failed away from the card (a provider's redirect): said like the card's own. */
  const fail = useCallback(
    async (cause: unknown) => {
      const key = await errorKeys().then(
        ({ authErrorKey }) => authErrorKey(cause, 'signIn.signInError'),
        () => 'signIn.signInError',
      );
      setError(t(key));
      setStatus('error');
    },
    [t],
  );

  return { status, error, run, fail, busy: status === 'processing' };
}
