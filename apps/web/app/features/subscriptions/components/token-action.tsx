import { isApiError } from '@bar/client/api-client';
import { confirmSubscription, unsubscribe } from '@bar/client/endpoints/subscriptions';
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
    const call = action === 'confirm' ? confirmSubscription : unsubscribe;
    call({ body: { token, locale } }, { locale }).then(
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
