import { isApiError } from '@bar/client/is-api-error';
import type { SubscriptionPage } from '@bar/domain/subscriptions/check';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/guest-form.css';
import { useHydrated } from '../../../lib/use-hydrated';
import { formText } from '../../../lib/form-text';

type Field = 'name' | 'email' | 'phone' | 'consent';

/**
 * The landing signup (name, e-mail, optional phone) with the consent text the
 * server stores word for word. Double opt-in: success says to check the mailbox.
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
  const [status, setStatus] = useState<{ text: string; field?: Field; busy?: boolean }>({
    text: '',
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => formText(data, name);
    setStatus({ text: '', busy: true });
    try {
      // The client's code comes with the first submit, not with the page.
      const { subscribe } = await import('@bar/client/endpoints/subscriptions');
      const answer = await subscribe(
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
      form.reset();
      setStatus({ text: answer.message });
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.message) {
        const issue = Array.isArray(error.issues)
          ? (error.issues[0] as { path?: Field } | undefined)
          : undefined;
        setStatus({ text: error.message, field: issue?.path });
      } else setStatus({ text: t('subscriptions.errors.failed') });
    }
  }

  const statusId = `${id}-status`;
  const invalid = (field: Field) =>
    status.field === field ? { 'aria-invalid': true, 'aria-describedby': statusId } : {};

  return (
    <form className="guest-form" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
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
        <span>{t('subscriptions.consent', { brand })}</span>
      </label>
      <label className="visually-hidden" aria-hidden="true">
        {t('subscriptions.form.website')}
        <input name="website" type="text" tabIndex={-1} autoComplete="off" />
      </label>
      <button type="submit" disabled={status.busy || !hydrated}>
        {status.busy ? t('subscriptions.form.sending') : t('subscriptions.form.submit')}
      </button>
      <p id={statusId} role="status" className="form-status">
        {status.text}
      </p>
    </form>
  );
}
