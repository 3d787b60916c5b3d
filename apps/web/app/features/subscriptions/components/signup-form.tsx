import type { SubscriptionPage } from '@bar/domain/subscriptions/check';
import { type FormEvent, useId } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import '../../../components/guest-form.css';
import { HoneypotField } from '../../../components/honeypot-field';
import { useHydrated } from '../../../lib/use-hydrated';
import { formText } from '../../../lib/form-text';
import { useSendOnce } from '../hooks/use-send-once';

type Field = 'name' | 'email' | 'phone' | 'consent';

/** Where the brand goes in the consent sentence (a character no text holds). */
const BRAND_MARK = '\u0000';

/**
 * The landing signup (name, e-mail, optional phone) with the consent text the
 * server stores word for word. Double opt-in: success says to check the mailbox. It sends once
 * at a time (useSendOnce): busy while sending, reset on success, the API's refusal shown in the
 * page's language.
 */
export function SignupForm({
  page,
  locale,
  brand,
}: {
  page: SubscriptionPage;
  locale: string;
  brand: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Before the scripts run, a submit would be the browser's own: the guest's details in the URL.
  const hydrated = useHydrated();
  const { status, send } = useSendOnce();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => formText(data, name);
    void send(form, async () => {
      // The client's code comes with the first submit, not with the page.
      const { subscribe } = await import('@bar/client/endpoints/subscriptions');
      return subscribe(
        {
          body: {
            name: text('name'),
            email: text('email'),
            phone: text('phone'),
            consent: data.get('consent') === 'on',
            page,
            website: text('website'),
            locale,
          },
        },
        { locale },
      );
    });
  }

  const statusId = `${id}-status`;
  const [consentBefore, consentAfter] = t('subscriptions.consent', { brand: BRAND_MARK }).split(
    BRAND_MARK,
  );
  const invalid = (field: Field) =>
    status.field === field ? { 'aria-invalid': true, 'aria-describedby': statusId } : {};

  return (
    <form
      className="guest-form"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={status.busy}
    >
      <h2 id={`${id}-title`}>{t('subscriptions.form.title')}</h2>
      <label className="form-field">
        <span>{t('subscriptions.form.name')}</span>
        <input name="name" type="text" autoComplete="name" required {...invalid('name')} />
      </label>
      <label className="form-field">
        <span>{t('subscriptions.form.email')}</span>
        <input name="email" type="email" autoComplete="email" required {...invalid('email')} />
      </label>
      <label className="form-field">
        <span>{t('subscriptions.form.phone')}</span>
        <input name="phone" type="tel" autoComplete="tel" {...invalid('phone')} />
      </label>
      <label className="form-check">
        <input name="consent" type="checkbox" required {...invalid('consent')} />
        <span>
          {consentBefore}
          {/* Its own node: the served page names the tenant's brand in it (the texts slot). */}
          <span>{brand}</span>
          {consentAfter}
        </span>
      </label>
      <HoneypotField label={t('subscriptions.form.website')} />
      <button type="submit" disabled={status.busy || !hydrated}>
        {status.busy ? t('subscriptions.form.sending') : t('subscriptions.form.submit')}
      </button>
      <p id={statusId} role="status" className="form-status">
        {status.text}
      </p>
    </form>
  );
}
