import { isApiError } from '@bar/client/api-error';
import { useAuth } from '@bar/session/use-auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMembers } from '../api/use-members';

type Form = { email: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The access control tab: a superadmin lists, adds (by e-mail) and removes the restaurant's
 * admins, and sees who changed what and when. An address gets the role once its account's
 * e-mail is verified. Results are announced in a polite live region.
 */
export function AccessPanel() {
  const { t, i18n } = useTranslation('admin');
  const { loading, userRole } = useAuth();
  if (loading) return null;
  if (userRole !== 'superadmin') {
    return (
      <p role="alert" className="notice notice--restricted">
        {t('access.restricted')}
      </p>
    );
  }
  return <Members locale={i18n.language} />;
}

function Members({ locale }: { locale: string }) {
  const { t } = useTranslation('admin');
  const { list, add, remove } = useMembers();
  const [status, setStatus] = useState('');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { email: '' } });
  const failure = (error: unknown) =>
    setStatus(isApiError(error) && error.message ? error.message : t('access.error'));
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const onSubmit = handleSubmit(async ({ email }) => {
    setStatus('');
    try {
      await add.mutateAsync(email.trim());
      setStatus(t('access.added', { email: email.trim().toLowerCase() }));
      reset();
    } catch (error) {
      failure(error);
    }
  });
  const onRemove = async (email: string) => {
    setStatus('');
    try {
      await remove.mutateAsync(email);
      setStatus(t('access.removed', { email }));
    } catch (error) {
      failure(error);
    }
  };

  return (
    <div className="access">
      <h2>{t('access.title')}</h2>
      <p>{t('access.intro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <label htmlFor="access-email">{t('access.email')}</label>
        <input
          id="access-email"
          type="email"
          autoComplete="off"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'access-email-error' : undefined}
          {...register('email', {
            required: t('access.emailInvalid'),
            pattern: { value: EMAIL, message: t('access.emailInvalid') },
          })}
        />
        {errors.email && (
          <p id="access-email-error" className="field-error">
            {errors.email.message}
          </p>
        )}
        <button type="submit" disabled={add.isPending}>
          {t('access.add')}
        </button>
      </form>
      <p role="status" aria-live="polite" className="access__status">
        {status}
      </p>

      <h3>{t('access.admins')}</h3>
      {list.isPending ? (
        <p>{t('access.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('access.loadError')}</p>
      ) : list.data.members.length === 0 ? (
        <p>{t('access.none')}</p>
      ) : (
        <ul className="access__members">
          {list.data.members.map((member) => (
            <li key={member.email}>
              <span>{member.email}</span>{' '}
              <small>
                {t('access.addedBy', { by: member.addedBy, when: when(member.addedAt) })}
              </small>{' '}
              <button
                type="button"
                disabled={remove.isPending}
                aria-label={t('access.removeLabel', { email: member.email })}
                onClick={() => void onRemove(member.email)}
              >
                {t('access.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}

      <h3>{t('access.log')}</h3>
      {list.data && list.data.changes.length > 0 ? (
        <ul className="access__log">
          {list.data.changes.map((change) => (
            <li key={change.id}>
              {t(change.action === 'added' ? 'access.logAdded' : 'access.logRemoved', {
                by: change.by,
                email: change.email,
                when: when(change.at),
              })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('access.logEmpty')}</p>
      )}
    </div>
  );
}
