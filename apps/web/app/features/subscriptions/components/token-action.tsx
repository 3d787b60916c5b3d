import { isApiError } from '@bar/client/is-api-error';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/guest-form.css';

/**
 * /suscritos?token= confirms a signup and /desuscritos?token= unsubscribes, once the page runs
 * (a mail scanner fetching the link does not run it). Without a token the page shows its text.
 */
export function TokenAction({
  action,
  token,
  locale,
}: {
  action: 'confirm' | 'unsubscribe';
  token: string;
  locale: string;
}) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ token: string; text: string } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    // The client's code comes with the call, after hydration, not with the page.
    import('@bar/client/endpoints/subscriptions')
      .then((client) =>
        (action === 'confirm' ? client.confirmSubscription : client.unsubscribe)(
          { body: { token, locale } },
          { locale },
        ),
      )
      .then(
        () => live && setOutcome({ token, text: '' }),
        (error: unknown) =>
          live &&
          setOutcome({
            token,
            text:
              isApiError(error) && error.message ? error.message : t('subscriptions.errors.failed'),
          }),
      );
    return () => {
      live = false;
    };
  }, [action, token, locale, t]);

  const working = token && outcome?.token !== token;
  return (
    <p role="status" className="form-status">
      {working
        ? t(action === 'confirm' ? 'subscriptions.confirming' : 'subscriptions.leaving')
        : (outcome?.text ?? '')}
    </p>
  );
}
