import { STAFF_NOTE_MAX } from '@bar/domain/api/reservations';
import type { Reservation } from '@bar/domain/reservations/schema';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffAction } from '../lib/day-view';

/** What the answer form is about: a reservation, the staff's action and where focus returns. */
export type Pending = { reservation: Reservation; action: StaffAction; opener: HTMLElement | null };

/** The staff's answer to one reservation (confirm, decline, cancel) with the guest's note. */
export function AnswerForm({
  pending,
  onClose,
  onMove,
}: {
  pending: Pending;
  onClose: (message?: string) => void;
  /** Sends the answer; rejects with the API's error. */
  onMove: (id: string, state: StaffAction, note: string) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const { reservation, action } = pending;
  useEffect(() => heading.current?.focus(), []);

  return (
    <form
      className="staff-answer"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        setSending(true);
        setError('');
        onMove(reservation.id, action, note.trim())
          .then(() => onClose(t(`reservationsTab.done.${action}`, { name: reservation.name })))
          .catch((err: unknown) => {
            setSending(false);
            setError(
              err instanceof Error && err.message ? err.message : t('reservationsTab.error'),
            );
          });
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h3 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t(`reservationsTab.answer.${action}`, {
          name: reservation.name,
          time: reservation.time,
          guests: reservation.guests,
        })}
      </h3>
      <label htmlFor={`${id}-note`}>{t('reservationsTab.answer.note')}</label>
      <textarea
        id={`${id}-note`}
        rows={2}
        maxLength={STAFF_NOTE_MAX}
        value={note}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setNote(event.target.value)}
      />
      <p id={`${id}-hint`} className="kit-field__hint">
        {t('reservationsTab.answer.noteHint')}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <div className="staff-actions">
        <button type="submit" className="button button--primary" disabled={sending}>
          {t(`reservationsTab.answer.submit.${action}`)}
        </button>
        <button type="button" className="button" onClick={() => onClose()}>
          {t('reservationsTab.answer.back')}
        </button>
      </div>
    </form>
  );
}
