import { authErrorKey } from '@bar/ui/auth/provider-errors';
import { UI_NAMESPACE } from '@bar/ui/i18n/ui-i18n';
import { useAuth } from '@bar/session/use-auth';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAccessForSession, useAdminSignOut } from '../api/use-admin-access';
import { deriveGateState } from '../gate-state';
import { GateView } from './gate-view';

export type AccessGateProps = { localMode: boolean; homeHref: string; children: ReactNode };

/** Connects the gate view to the session and the server's permission check. */
export function AccessGate({ localMode, homeHref, children }: AccessGateProps) {
  const { t } = useTranslation('admin');
  const auth = useAuth();
  const access = useAdminAccessForSession();
  const signOut = useAdminSignOut();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function attempt(action: () => Promise<unknown>) {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (cause) {
      // A known Firebase failure in the page's language (the shared sign-in texts), else the
      // gate's own default; the SDK's English message is never shown.
      const key = authErrorKey(cause, '');
      setError(key ? t(key, { ns: UI_NAMESPACE }) : t('gate.signInError'));
    } finally {
      setBusy(false);
    }
  }

  const state = deriveGateState({
    authLoading: auth.loading,
    signedIn: auth.user !== null,
    access: access.data,
  });

  return (
    <GateView
      state={state}
      localMode={localMode}
      homeHref={homeHref}
      busy={busy}
      signInError={error}
      onGoogle={() => void attempt(auth.signInWithGoogle)}
      onEmailSignIn={(email, password) => void attempt(() => auth.signInWithEmail(email, password))}
      onSignOut={() => void signOut()}
    >
      {children}
    </GateView>
  );
}
