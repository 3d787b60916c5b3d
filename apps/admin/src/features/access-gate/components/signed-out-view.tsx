import { EmailPasswordForm } from '@bar/ui/auth/email-password-form';
import { useTranslation } from 'react-i18next';

export type SignedOutViewProps = {
  localMode: boolean;
  homeHref: string;
  busy: boolean;
  error: string;
  onGoogle: () => void;
  onEmailSignIn: (email: string, password: string) => void;
};

export function SignedOutView({
  localMode,
  homeHref,
  busy,
  error,
  onGoogle,
  onEmailSignIn,
}: SignedOutViewProps) {
  const { t } = useTranslation('admin');
  return (
    <section className="gate gate--signed-out" aria-labelledby="gate-title">
      <h1 id="gate-title">{t('gate.title')}</h1>
      <p>{t('gate.restricted')}</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={onGoogle}>
        {t('gate.google')}
      </button>
      {localMode && (
        <div className="gate__local">
          <p>{t('gate.localHint')}</p>
          <EmailPasswordForm busy={busy} label={t('gate.localAccounts')} onSignIn={onEmailSignIn} />
        </div>
      )}
      <p role="status">{busy ? t('gate.processing') : ''}</p>
      {error && <p role="alert">{error}</p>}
      <a href={homeHref}>{t('header.home')}</a>
    </section>
  );
}
