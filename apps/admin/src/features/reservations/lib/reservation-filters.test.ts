import type { Reservation } from '@bar/domain/reservations/schema';
import { describe, expect, it } from 'vitest';
import {
  filterReservations,
  RESERVATION_FILTER_DEFAULTS,
  reservationsFrom,
  slotsOf,
} from './reservation-filters';

const reservation = (over: Partial<Reservation>): Reservation => ({
  id: 'r',
  name: 'Eva',
  email: 'eva@example.com',
  phone: '4165550199',
  date: '2026-05-02',
  time: '20:00',
  reason: 'dinner',
  guests: 2,
  message: '',
  locale: 'es',
  state: 'pending',
  staffNote: '',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});

const TODAY = '2026-05-02';
const list = [
  reservation({ id: 'old', date: '2026-04-20', name: 'Álvaro Núñez' }),
  reservation({ id: 'older', date: '2026-03-01', email: 'max@example.com', name: 'Max' }),
  reservation({ id: 'late', time: '21:30', state: 'confirmed' }),
  reservation({ id: 'early', time: '19:00', phone: '(514) 555-0100', name: 'Leo' }),
  reservation({ id: 'soon', date: '2026-05-08' }),
  reservation({ id: 'far', date: '2026-05-09' }),
];
const ids = (rows: Reservation[]) => rows.map((row) => row.id);
const view = (over: Partial<typeof RESERVATION_FILTER_DEFAULTS>) => ({
  ...RESERVATION_FILTER_DEFAULTS,
  ...over,
});

describe('the reservations list filters', () => {
  it('shows today by default, slot by slot', () => {
    expect(ids(filterReservations(list, TODAY, '', view({})))).toEqual(['early', 'late']);
  });

  it('narrows by when: the next 7 days, today on, the past (latest first), a chosen day', () => {
    expect(ids(filterReservations(list, TODAY, '', view({ when: 'week' })))).toEqual([
      'early',
      'late',
      'soon',
    ]);
    expect(ids(filterReservations(list, TODAY, '', view({ when: 'upcoming' })))).toEqual([
      'early',
      'late',
      'soon',
      'far',
    ]);
    expect(ids(filterReservations(list, TODAY, '', view({ when: 'past' })))).toEqual([
      'old',
      'older',
    ]);
    expect(
      ids(filterReservations(list, TODAY, '', view({ when: 'day', day: '2026-05-09' }))),
    ).toEqual(['far']);
  });

  it('narrows by state', () => {
    expect(ids(filterReservations(list, TODAY, '', view({ state: 'confirmed' })))).toEqual([
      'late',
    ]);
  });

  it('searches the name (accents ignored), the e-mail and the phone by its digits', () => {
    const past = view({ when: 'past' });
    expect(ids(filterReservations(list, TODAY, 'alvaro nunez', past))).toEqual(['old']);
    expect(ids(filterReservations(list, TODAY, 'MAX@EXAMPLE', past))).toEqual(['older']);
    expect(ids(filterReservations(list, TODAY, '514 555', view({})))).toEqual(['early']);
    expect(ids(filterReservations(list, TODAY, '5145550100', view({})))).toEqual(['early']);
    expect(ids(filterReservations(list, TODAY, 'nadie', view({})))).toEqual([]);
  });

  it('asks the API from a year back for the past, from the chosen day for one day', () => {
    expect(reservationsFrom(view({ when: 'past' }), TODAY)).toBe('2025-05-01');
    expect(reservationsFrom(view({ when: 'day', day: '2026-01-05' }), TODAY)).toBe('2026-01-05');
    expect(reservationsFrom(view({ when: 'week' }), TODAY)).toBeUndefined();
  });

  it('groups the rows by day and time with the covers each slot holds', () => {
    const rows = filterReservations(list, TODAY, '', view({ when: 'week' }));
    expect(slotsOf(rows, { '2026-05-02 19:00': 2 })).toEqual([
      { date: TODAY, time: '19:00', reservations: [rows[0]], covers: 2 },
      { date: TODAY, time: '21:30', reservations: [rows[1]], covers: 0 },
      { date: '2026-05-08', time: '20:00', reservations: [rows[2]], covers: 0 },
    ]);
  });
});
