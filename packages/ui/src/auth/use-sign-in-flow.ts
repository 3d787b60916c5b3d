import { useCallback, useState } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';
import type { SignInResult } from '@bar/session/auth-context';
import { authErrorKey } from './provider-errors';

export type SignInStatus = 'idle' | 'processing' | 'error' | 'success' | 'created';

/** The sign-in card's state machine: idle → processing → error | success (→ redirect) | created. */
export function useSignInFlow(onSuccess: () => void) {
  const { t } = useUiTranslation();
  const [status, setStatus] = useState<SignInStatus>('idle');
  const [error, setError] = useState('');

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
        setError(t(authErrorKey(cause, fallback)));
        setStatus('error');
      }
    },
    [onSuccess, t],
  );

  return { status, error, run, busy: status === 'processing' };
}
