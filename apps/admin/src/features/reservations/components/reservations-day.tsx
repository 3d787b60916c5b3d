import type { AdminReservations } from '@bar/client/endpoints/admin-reservations';
import { RESERVATION_STATES, type ReservationState } from '@bar/domain/reservations/schema';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsFor, shiftDay, slotsOfDay, type StaffAction, upcomingDays } from '../lib/day-view';
import { AnswerForm, type Pending } from './answer-form';

export type ReservationsDayProps = {
  data: AdminReservations;
  /** The day shown (YYYY-MM-DD). */
  date: string;
  onDateChange: (date: string) => void;
  state: ReservationState | undefined;
  onStateChange: (state: ReservationState | undefined) => void;
  /** Sends a change; rejects with the API's error. */
  onMove: (id: string, state: StaffAction, note: string) => Promise<void>;
};

/**
 * One day of reservations, slot by slot: who, how many, their phone and state, the covers each
 * slot holds against its capacity, and the staff's answer (confirm, decline, cancel) with an
 * optional note the guest receives. The days ahead that have bookings are one click away.
 */
export function ReservationsDay({
  data,
  date,
  onDateChange,
  state,
  onStateChange,
  onMove,
}: ReservationsDayProps) {
  const { t, i18n } = useTranslation('admin');
  const dateId = useId();
  const stateId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const groups = slotsOfDay(data.reservations, data.covers, date);
  const days = upcomingDays(data.reservations);
  const dayGuests = groups.reduce(
    (sum, group) =>
      sum +
      group.reservations
        .filter((r) => r.state === 'pending' || r.state === 'confirmed')
        .reduce((n, r) => n + r.guests, 0),
    0,
  );
  const longDay = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));

  return (
    <section className="staff-day" aria-labelledby={`${dateId}-title`}>
      <h2 id={`${dateId}-title`}>{t('reservationsTab.day.title', { day: longDay(date) })}</h2>
      <div className="staff-toolbar">
        <button type="button" className="button" onClick={() => onDateChange(shiftDay(date, -1))}>
          {t('reservationsTab.day.previous')}
        </button>
        <label htmlFor={dateId}>{t('reservationsTab.day.date')}</label>
        <input
          id={dateId}
          type="date"
          value={date}
          onChange={(event) => event.target.value && onDateChange(event.target.value)}
        />
        <button type="button" className="button" onClick={() => onDateChange(shiftDay(date, 1))}>
          {t('reservationsTab.day.next')}
        </button>
        <button type="button" className="button" onClick={() => onDateChange(data.today)}>
          {t('reservationsTab.day.today')}
        </button>
        <label htmlFor={stateId}>{t('reservationsTab.day.filter')}</label>
        <select
          id={stateId}
          value={state ?? ''}
          onChange={(event) =>
            onStateChange((event.target.value || undefined) as ReservationState | undefined)
          }
        >
          <option value="">{t('reservationsTab.day.allStates')}</option>
          {RESERVATION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`reservationsTab.state.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <p>
        {t('reservationsTab.day.summary', {
          count: groups.reduce((n, g) => n + g.reservations.length, 0),
          guests: dayGuests,
        })}
      </p>
      <p role="status" aria-live="polite" className="staff-status">
        {status}
      </p>

      {pending && (
        <AnswerForm
          key={`${pending.reservation.id}-${pending.action}`}
          pending={pending}
          onClose={(message) => {
            pending.opener?.focus();
            setPending(null);
            if (message) setStatus(message);
          }}
          onMove={onMove}
        />
      )}

      {groups.length === 0 ? (
        <p>{t('reservationsTab.day.none')}</p>
      ) : (
        groups.map((group) => (
          <DataTable
            key={group.time}
            className="staff-table"
            caption={t('reservationsTab.day.slotCaption', {
              time: group.time,
              covers: group.covers,
              capacity: data.capacityPerSlot,
            })}
            rows={group.reservations}
            getRowKey={(row) => row.id}
            columns={[
              { id: 'name', header: t('reservationsTab.col.name'), rowHeader: true },
              {
                id: 'guests',
                header: t('reservationsTab.col.guests'),
                align: 'end',
              },
              {
                id: 'phone',
                header: t('reservationsTab.col.phone'),
                cell: (row) => <a href={`tel:${row.phone}`}>{row.phone}</a>,
              },
              {
                id: 'state',
                header: t('reservationsTab.col.state'),
                cell: (row) => (
                  <span className={`staff-badge staff-badge--${row.state}`}>
                    {t(`reservationsTab.state.${row.state}`)}
                  </span>
                ),
              },
              {
                id: 'details',
                header: t('reservationsTab.col.details'),
                cell: (row) => (
                  <>
                    {t(`reservationsTab.reason.${row.reason}`, { defaultValue: row.reason })}
                    {row.message && <span className="staff-muted"> · {row.message}</span>}
                    {row.staffNote && (
                      <span className="staff-muted">
                        {' '}
                        · {t('reservationsTab.day.noteShown', { note: row.staffNote })}
                      </span>
                    )}
                  </>
                ),
              },
              {
                id: 'actions',
                header: t('reservationsTab.col.actions'),
                cell: (row) => (
                  <span className="staff-actions">
                    {actionsFor(row.state).map((action) => (
                      <button
                        key={action}
                        type="button"
                        className="button"
                        aria-label={t(`reservationsTab.action.${action}Label`, {
                          name: row.name,
                          time: row.time,
                        })}
                        onClick={(event) => {
                          setStatus('');
                          setPending({ reservation: row, action, opener: event.currentTarget });
                        }}
                      >
                        {t(`reservationsTab.action.${action}`)}
                      </button>
                    ))}
                  </span>
                ),
              },
            ]}
          />
        ))
      )}

      {days.length > 0 && (
        <nav aria-label={t('reservationsTab.day.upcoming')} className="staff-days">
          <h3>{t('reservationsTab.day.upcoming')}</h3>
          <ul>
            {days.map((day) => (
              <li key={day.date}>
                <button
                  type="button"
                  className="button"
                  aria-current={day.date === date ? 'date' : undefined}
                  onClick={() => onDateChange(day.date)}
                >
                  {t('reservationsTab.day.dayButton', {
                    day: longDay(day.date),
                    count: day.count,
                    guests: day.guests,
                  })}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </section>
  );
}
