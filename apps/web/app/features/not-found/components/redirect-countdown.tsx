import { type Locale, localizeHref } from '@bar/i18n';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useNavigate } from 'react-router';
import { useRedirectCountdown } from '../hooks/use-redirect-countdown';
import { REDIRECT_SECONDS } from '../site-pages';

/**
 * "Taking you home in N s" with Cancel and "Don't redirect me again". The seconds tick in plain
 * text; a polite status region says once that the countdown started. Cancel and disable remove
 * their buttons, so focus moves to the sentence saying what happened (read out as it lands).
 */
export function RedirectCountdown({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = useCallback(
    () => void navigate(localizeHref('/', locale), { replace: true }),
    [navigate, locale],
  );
  const { status, remaining, cancel, disable } = useRedirectCountdown(REDIRECT_SECONDS, goHome);
  const outcome = useRef<HTMLParagraphElement>(null);
  const chosen = useRef(false);

  useEffect(() => {
    if (chosen.current) outcome.current?.focus();
  }, [status]);

  const choose = (action: () => void) => () => {
    chosen.current = true;
    action();
  };

  return (
    <div className="not-found-countdown">
      <p role="status" className="visually-hidden">
        {status === 'running' ? t('notFound.redirectStarted', { count: REDIRECT_SECONDS }) : ''}
      </p>
      {status === 'running' && (
        <>
          <p className="not-found-countdown__text">
            {t('notFound.countdown', { count: remaining })}
          </p>
          <p className="actions">
            <button type="button" className="button button--secondary" onClick={choose(cancel)}>
              {t('notFound.cancelRedirect')}
            </button>
            <button type="button" className="button button--secondary" onClick={choose(disable)}>
              {t('notFound.disableRedirect')}
            </button>
          </p>
        </>
      )}
      {(status === 'cancelled' || status === 'disabled') && (
        <p ref={outcome} tabIndex={-1}>
          {status === 'cancelled' ? t('notFound.redirectCancelled') : t('notFound.redirectOff')}
        </p>
      )}
    </div>
  );
}
