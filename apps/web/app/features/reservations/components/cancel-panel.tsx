import { isApiError } from '@bar/client/is-api-error';
import type { GuestReservation } from '@bar/client/endpoints/reservations';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { formatDate } from '@bar/i18n/format';
import '../../../components/guest-form.css';

/** A reservation's day and time ("2031-01-04", "19:00") as the page's language writes them. */
function inWords(date: string, time: string, locale: string) {
  const at = new Date(`${date}T${time}:00Z`);
  return {
    date: formatDate(at, locale, { dateStyle: 'full', timeZone: 'UTC' }) || date,
    time: formatDate(at, locale, { timeStyle: 'short', timeZone: 'UTC' }) || time,
  };
}

/**
 * What the cancel link in a reservation mail opens (/{lang}/reservas?cancel=token): the
 * reservation and a button; no sign-in, the signed token is the proof.
 */
export function CancelPanel({ token, locale }: { token: string; locale: string }) {
  const { t } = useTranslation();
  const [reservation, setReservation] = useState<GuestReservation | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const fail = (error: unknown) =>
    setMessage(
      isApiError(error) && error.message ? error.message : t('reservations.errors.sendFailed'),
    );

  useEffect(() => {
    // The API client's code comes with the read, after hydration, not with the page.
    import('@bar/client/endpoints/reservations')
      .then(({ getReservationByToken }) =>
        getReservationByToken({ query: { token } }, { locale, cache: 'no-store' }),
      )
      .then(setReservation, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once per link
  }, [token, locale]);

  async function cancel() {
    setBusy(true);
    try {
      const { cancelReservation } = await import('@bar/client/endpoints/reservations');
      setReservation(await cancelReservation({ body: { token, locale } }, { locale }));
      setMessage(t('reservations.cancel.done'));
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="guest-form" aria-labelledby="cancel-title">
      <h2 id="cancel-title">{t('reservations.cancel.title')}</h2>
      {reservation ? (
        <>
          <p>
            {t('reservations.cancel.summary', {
              ...reservation,
              ...inWords(reservation.date, reservation.time, locale),
            })}
          </p>
          <p>
            {t('reservations.cancel.state', {
              state: t(`reservations.states.${reservation.state}`),
            })}
          </p>
          {reservation.state === 'pending' || reservation.state === 'confirmed' ? (
            <button type="button" className="button" onClick={() => void cancel()} disabled={busy}>
              {t('reservations.cancel.action')}
            </button>
          ) : null}
        </>
      ) : null}
      <p role="status" className="form-status">
        {message}
      </p>
    </section>
  );
}
