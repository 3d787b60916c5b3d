import type { Locale } from '@bar/i18n';
import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import '../../../components/guest-form.css';
import { HoneypotField } from '../../../components/honeypot-field';
import { formText } from '../../../lib/form-text';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendOnce } from '../hooks/use-send-once';

/**
 * For a guest without the mail's unsubscribe link: their address, and the API mails it the
 * link if it is on the list (the answer is the same either way).
 */
export function UnsubscribeRequestForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const { status, send } = useSendOnce();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void send(form, async () => {
      // The client's code comes with the first submit, not with the page.
      const { requestUnsubscribeLink } = await import('@bar/client/endpoints/subscriptions');
      return requestUnsubscribeLink(
        { body: { email: formText(data, 'email'), website: formText(data, 'website'), locale } },
        { locale },
      );
    });
  }

  const statusId = `${id}-status`;
  const invalid =
    status.field === 'email' ? { 'aria-invalid': true, 'aria-describedby': statusId } : {};

  return (
    <form
      className="guest-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={status.busy}
    >
      <h2 id={`${id}-title`}>{t('subscriptions.leave.title')}</h2>
      <p>{t('subscriptions.leave.intro')}</p>
      <label className="form-field">
        <span>{t('subscriptions.form.email')}</span>
        <input name="email" type="email" autoComplete="email" required {...invalid} />
      </label>
      <HoneypotField label={t('subscriptions.form.website')} />
      <button type="submit" disabled={status.busy || !hydrated}>
        {status.busy ? t('subscriptions.form.sending') : t('subscriptions.leave.submit')}
      </button>
      <p id={statusId} role="status" className="form-status">
        {status.text}
      </p>
    </form>
  );
}
