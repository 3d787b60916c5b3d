import type { Availability } from '@bar/client/endpoints/reservations';
import { RESERVATION_REASONS } from '@bar/domain/reservations/check';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import '../../../components/guest-form.css';
import { HoneypotField } from '../../../components/honeypot-field';
import { useHydrated } from '../../../lib/use-hydrated';
import type { Field, Status } from '../lib/send-reservation';

// The API client's code comes with the first read, after hydration, not with the page.
const reservationsClient = () => import('@bar/client/endpoints/reservations');

// Sending (the request and what its answer means for the form) loads with the first submit.
const sender = () => import('../lib/send-reservation');

/**
 * The reservation form (name, e-mail, phone, date and time, reason, guests,
 * optional message). Times come from the day's availability; the server checks everything
 * again and answers in the page's language. A preselected day comes from `?date=`.
 */
export function ReservationForm({ locale, initialDate }: { locale: string; initialDate: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [date, setDate] = useState(initialDate);
  const [availability, setAvailability] = useState<Availability | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Before the scripts run, a submit would be the browser's own: the guest's details in the URL.
  const hydrated = useHydrated();
  // One idempotency key per filled-in form: a send that failed goes again with the same key (the
  // API then books once); a booking made empties the form and the next one gets a new key.
  const key = useRef(crypto.randomUUID());
  // Set at once on submit, before React re-renders the button busy: a second click (or Enter)
  // in the same moment never sends a second time.
  const sending = useRef(false);
  // Bumped after a booking: the day's times are read again (the covers just taken are gone).
  const [booked, setBooked] = useState(0);
  const statusRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let live = true;
    reservationsClient()
      .then(({ getAvailability }) =>
        getAvailability({ query: { date: date || undefined } }, { cache: 'no-store' }),
      )
      .then((answer) => {
        if (!live) return;
        setAvailability(answer);
        if (!date) setDate(answer.date);
      })
      .catch(() => live && setAvailability(null));
    return () => {
      live = false;
    };
  }, [date, booked]);

  useEffect(() => {
    if (status.kind === 'sent' || status.kind === 'error') statusRef.current?.focus();
  }, [status]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    // Just booked and nothing typed since: another click says again what was done, sends nothing.
    if (status.kind === 'sent') return statusRef.current?.focus();
    sending.current = true;
    const form = event.currentTarget;
    const data = new FormData(form);
    setStatus({ kind: 'sending' });
    try {
      const sent = await sender().then(
        ({ sendReservation }) => sendReservation(data, locale, key.current),
        () => null,
      );
      if (!sent || sent.kind === 'failed')
        return setStatus({ kind: 'error', text: t('reservations.errors.sendFailed') });
      if (sent.kind === 'sent') {
        // Booked: the form empties for a next reservation (with a new key), the day stays
        // chosen and its times are read again.
        key.current = crypto.randomUUID();
        form.reset();
        setBooked((count) => count + 1);
      }
      setStatus(sent);
    } finally {
      sending.current = false;
    }
  }

  const statusId = `${id}-status`;
  const invalid = (field: Field) =>
    status.kind === 'error' && status.field === field
      ? { 'aria-invalid': true, 'aria-describedby': statusId }
      : {};
  const input = (field: 'name' | 'email' | 'phone', type: string, autoComplete: string) => (
    <label className="form-field">
      <span>{t(`reservations.form.${field}`)}</span>
      <input name={field} type={type} autoComplete={autoComplete} required {...invalid(field)} />
    </label>
  );

  return (
    <form
      className="guest-form"
      onSubmit={onSubmit}
      // Typing a next reservation clears the last one's confirmation.
      onInput={() => status.kind === 'sent' && setStatus({ kind: 'idle' })}
      noValidate
    >
      {input('name', 'text', 'name')}
      {input('email', 'email', 'email')}
      {input('phone', 'tel', 'tel')}
      <label className="form-field">
        <span>{t('reservations.form.date')}</span>
        <input
          name="date"
          type="date"
          required
          value={date}
          min={availability?.minDate}
          max={availability?.maxDate}
          onChange={(event) => setDate(event.target.value)}
          {...invalid('date')}
        />
      </label>
      <label className="form-field">
        <span>{t('reservations.form.time')}</span>
        <select name="time" required defaultValue="" {...invalid('date')}>
          <option value="" disabled>
            {availability?.slots.length
              ? t('reservations.form.chooseTime')
              : t('reservations.form.noSlots')}
          </option>
          {availability?.slots.map((slot) => (
            <option key={slot.time} value={slot.time} disabled={slot.left <= 0}>
              {slot.left > 0
                ? t('reservations.form.left', { time: slot.time, count: slot.left })
                : t('reservations.form.full', { time: slot.time })}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>{t('reservations.form.reason')}</span>
        <select name="reason" required defaultValue="" {...invalid('reason')}>
          <option value="" disabled>
            {t('reservations.form.chooseReason')}
          </option>
          {RESERVATION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reservations.reasons.${reason}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>{t('reservations.form.guests')}</span>
        <input
          name="guests"
          type="number"
          inputMode="numeric"
          min={1}
          max={availability?.maxPartySize}
          required
          {...invalid('guests')}
        />
      </label>
      <label className="form-field">
        <span>{t('reservations.form.message')}</span>
        <textarea name="message" rows={3} maxLength={1000} />
      </label>
      <HoneypotField label={t('reservations.form.website')} />
      <button type="submit" disabled={status.kind === 'sending' || !hydrated}>
        {status.kind === 'sending' ? t('reservations.form.sending') : t('reservations.form.submit')}
      </button>
      <p id={statusId} ref={statusRef} tabIndex={-1} role="status" className="form-status">
        {status.kind === 'sent' || status.kind === 'error' ? status.text : ''}
      </p>
      {status.kind === 'error' && status.next?.length ? (
        <div>
          <p>{t('reservations.form.next')}</p>
          <ul>
            {status.next.map((slot) => (
              <li key={`${slot.date} ${slot.time}`}>
                <button type="button" onClick={() => setDate(slot.date)}>
                  {slot.date} {slot.time}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}
