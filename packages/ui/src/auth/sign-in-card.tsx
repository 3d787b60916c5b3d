import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useUiTranslation } from '../i18n/ui-i18n';
import { EmailPasswordForm } from './email-password-form';
import { safeNextPath } from './safe-next';
import { useAuth } from '@bar/session/use-auth';
import { useSignInFlow } from './use-sign-in-flow';

export type SignInCardProps = {
  /** Where to go when the URL has no usable `next` (default '/'). */
  defaultNext?: string;
  /** Heading text override (default 'Iniciar sesión'). */
  title?: string;
  /** 1 when the card is the page's main content (default 2). */
  headingLevel?: 1 | 2;
};

export function SignInCard({ defaultNext = '/', title, headingLevel = 2 }: SignInCardProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { t, i18n } = useUiTranslation();
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'), defaultNext);
  const goNext = useCallback(() => void navigate(next, { replace: true }), [navigate, next]);
  const { status, error, run, fail, busy } = useSignInFlow(goNext);

  // Decided once, when the session is first known: a signed-in non-guest has nothing to do
  // here. Later sign-ins are handled by the flow (sign-up must stay on the page).
  const decided = useRef(false);
  useEffect(() => {
    if (auth.loading || decided.current) return;
    decided.current = true;
    if (auth.user && !auth.user.isAnonymous) goNext();
  }, [auth.loading, auth.user, goNext]);

  // The provider buttons open a popup: their code and helper load while the card shows. A
  // Google or Facebook sign-in that came back failed from its redirect is said here (a failure
  // without the SDK's code, such as its chunk not loading, is the buttons' own to meet). The
  // code reader loads only then: it is off the sign-in page's first load.
  const { prepareProviderSignIn } = auth;
  useEffect(
    () =>
      void prepareProviderSignIn().catch(async (cause: unknown) => {
        const { authErrorCode } = await import('@bar/session/popup-failure');
        if (authErrorCode(cause)) void fail(cause);
      }),
    [prepareProviderSignIn, fail],
  );

  const signedIn = auth.user !== null;
  const canSignIn = !auth.user || auth.user.isAnonymous;
  const who = auth.user?.isAnonymous
    ? t('signIn.guestSession', { uid: auth.user.uid })
    : (auth.email ?? auth.uid ?? '');

  return (
    <section className="bar-signin" aria-labelledby="bar-signin-title" aria-busy={busy}>
      <Heading id="bar-signin-title">{title ?? t('signIn.title')}</Heading>
      {signedIn && (
        <div className="bar-signin__session">
          <p>{t('signIn.session', { who })}</p>
          <button type="button" disabled={busy} onClick={() => void auth.signOut()}>
            {t('signIn.signOut')}
          </button>
        </div>
      )}
      {canSignIn && (
        <>
          <div className="bar-signin__providers">
            {!auth.user && (
              <button type="button" disabled={busy} onClick={() => void run(auth.signInAsGuest)}>
                {t('signIn.guest')}
              </button>
            )}
            <button type="button" disabled={busy} onClick={() => void run(auth.signInWithGoogle)}>
              {t('signIn.google')}
            </button>
            <button type="button" disabled={busy} onClick={() => void run(auth.signInWithFacebook)}>
              {t('signIn.facebook')}
            </button>
          </div>
          <EmailPasswordForm
            busy={busy}
            onSignIn={(email, password) => void run(() => auth.signInWithEmail(email, password))}
            onSignUp={(email, password) =>
              void run(() => auth.signUpWithEmail(email, password, i18n.language), 'sign-up')
            }
          />
        </>
      )}
      <p role="status" className="bar-signin__status">
        {status === 'processing' && t('signIn.processing')}
        {status === 'success' && t('signIn.success')}
        {status === 'created' && t('signIn.signUpSuccess')}
      </p>
      {status === 'error' && (
        <p role="alert" className="bar-signin__error">
          {error}
        </p>
      )}
    </section>
  );
}
