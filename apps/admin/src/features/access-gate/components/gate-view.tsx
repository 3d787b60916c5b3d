import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GateState } from '../gate-state';
import { SignedOutView, type SignedOutViewProps } from './signed-out-view';

export type GateViewProps = Omit<SignedOutViewProps, 'error'> & {
  state: GateState;
  signInError: string;
  onSignOut: () => void;
  /** The panel, rendered only once the server allowed the account. */
  children: ReactNode;
};

/** A pure view of the gate's state: every state is one branch, easy to test and to find. */
export function GateView({ state, signInError, onSignOut, children, ...signedOut }: GateViewProps) {
  const { t } = useTranslation('admin');
  switch (state.kind) {
    case 'loading':
      return (
        <p role="status" className="gate gate--loading">
          {t('gate.loading')}
        </p>
      );
    case 'signed-out':
      return <SignedOutView {...signedOut} error={signInError} />;
    case 'checking':
      return (
        <p role="status" className="gate gate--checking">
          {t('gate.checking')}
        </p>
      );
    case 'denied':
      return (
        <section className="gate gate--denied" aria-labelledby="gate-denied">
          <div role="alert">
            <h1 id="gate-denied">{t('gate.denied')}</h1>
            <p>
              {state.reason === 'network'
                ? t('gate.networkError')
                : state.serverMessage || t('gate.deniedDefault')}
            </p>
          </div>
          <button type="button" className="button" onClick={onSignOut}>
            {t('gate.switchAccount')}
          </button>
        </section>
      );
    case 'allowed':
      return <>{children}</>;
  }
}
