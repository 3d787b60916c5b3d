import type { AdminReservations } from '@bar/client/endpoints/admin-reservations';
import { RESERVATION_STATES } from '@bar/domain/reservations/schema';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import '../../../components/content-table/content-table.css';
import {
  FilterSelect,
  ListTools,
  ResultCount,
  SearchField,
} from '../../../components/list-tools/list-tools';
import { actionsFor, shiftDay, type StaffAction, upcomingDays } from '../lib/day-view';
import {
  filterReservations,
  RESERVATION_WHEN,
  type ReservationFilters,
  shownDay,
  slotsOf,
} from '../lib/reservation-filters';
import { AnswerForm, type Pending } from './answer-form';

export type ReservationsDayProps = {
  data: AdminReservations;
  /** The list's view: the search, when, the chosen day, the state and the page. */
  q: string;
  filters: ReservationFilters;
  page: number;
  onView: (changes: Partial<ReservationFilters> & { q?: string; page?: number }) => void;
  /** Sends a change; rejects with the API's error. */
  onMove: (id: string, state: StaffAction, note: string) => Promise<void>;
};

/** Reservations shown at once. */
const PAGE_SIZE = 20;

/**
 * The reservations, slot by slot: who, how many, their phone and state, the covers each slot
 * holds against its capacity, and the staff's answer (confirm, decline, cancel) with an
 * optional note the guest receives. Search them by the guest's name, e-mail or phone, show
 * today, the next 7 days, today on, the past or one day, one state, 20 at a time (the view is in
 * the URL). The days ahead that have bookings are one click away.
 */
export function ReservationsDay({ data, q, filters, page, onView, onMove }: ReservationsDayProps) {
  const { t, i18n } = useTranslation('admin');
  const dateId = useId();
  const [pending, setPending] = useState<Pending | null>(null);
  const [status, setStatus] = useState('');
  const { when, state } = filters;
  const date = shownDay(filters, data.today);
  const oneDay = when === 'today' || when === 'day';
  const rows = useMemo(
    () => filterReservations(data.reservations, data.today, q, filters),
    [data, q, filters],
  );
  const current = pageSlice(rows, page, PAGE_SIZE);
  const groups = slotsOf(current.rows, data.covers);
  const days = upcomingDays(data.reservations.filter((r) => r.date >= data.today));
  const held = rows
    .filter((r) => r.state === 'pending' || r.state === 'confirmed')
    .reduce((n, r) => n + r.guests, 0);
  const narrowed = q.trim() !== '' || state !== 'all';
  const longDay = (day: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }).format(new Date(`${day}T12:00:00Z`));
  const pickDay = (day: string) => onView({ when: 'day', day });

  return (
    <section className="staff-day" aria-labelledby={`${dateId}-title`}>
      <h2 id={`${dateId}-title`}>
        {oneDay
          ? t('reservationsTab.day.title', { day: longDay(date) })
          : t(`reservationsTab.list.title.${when as 'week' | 'upcoming' | 'past'}`)}
      </h2>
      <div className="staff-toolbar">
        <button type="button" className="button" onClick={() => pickDay(shiftDay(date, -1))}>
          {t('reservationsTab.day.previous')}
        </button>
        <label htmlFor={dateId}>{t('reservationsTab.day.date')}</label>
        <input
          id={dateId}
          type="date"
          value={date}
          onChange={(event) => event.target.value && pickDay(event.target.value)}
        />
        <button type="button" className="button" onClick={() => pickDay(shiftDay(date, 1))}>
          {t('reservationsTab.day.next')}
        </button>
        <button type="button" className="button" onClick={() => onView({ when: 'today', day: '' })}>
          {t('reservationsTab.day.today')}
        </button>
      </div>
      <ListTools>
        <SearchField
          label={t('reservationsTab.list.search')}
          value={q}
          onChange={(next) => onView({ q: next })}
        />
        <FilterSelect
          label={t('reservationsTab.list.whenFilter')}
          value={when}
          onChange={(value) =>
            onView(value === 'day' ? { when: value, day: date } : { when: value, day: '' })
          }
          options={RESERVATION_WHEN.map(
            (key) => [key, t(`reservationsTab.list.when.${key}`)] as const,
          )}
        />
        <FilterSelect
          label={t('reservationsTab.day.filter')}
          value={state}
          onChange={(value) => onView({ state: value })}
          options={[
            ['all', t('reservationsTab.day.allStates')],
            ...RESERVATION_STATES.map((s) => [s, t(`reservationsTab.state.${s}`)] as const),
          ]}
        />
      </ListTools>
      <ResultCount>
        {t('reservationsTab.day.summary', { count: rows.length, guests: held })}
      </ResultCount>
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
        <p>{t(narrowed || !oneDay ? 'reservationsTab.list.none' : 'reservationsTab.day.none')}</p>
      ) : (
        groups.map((group) => (
          <DataTable
            key={`${group.date} ${group.time}`}
            className="staff-table"
            caption={t(
              oneDay ? 'reservationsTab.day.slotCaption' : 'reservationsTab.list.slotCaption',
              {
                day: longDay(group.date),
                time: group.time,
                covers: group.covers,
                capacity: data.capacityPerSlot,
              },
            )}
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

      <Pager
        page={current.page}
        pages={current.pages}
        total={rows.length}
        size={PAGE_SIZE}
        onPage={(next) => onView({ page: next })}
      />

      {days.length > 0 && (
        <nav aria-label={t('reservationsTab.day.upcoming')} className="staff-days">
          <h3>{t('reservationsTab.day.upcoming')}</h3>
          <ul>
            {days.map((day) => (
              <li key={day.date}>
                <button
                  type="button"
                  className="button"
                  aria-current={oneDay && day.date === date ? 'date' : undefined}
                  onClick={() => pickDay(day.date)}
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
