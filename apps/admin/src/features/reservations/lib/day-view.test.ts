import type { Reservation } from '@bar/domain/reservations/schema';
import { describe, expect, it } from 'vitest';
import { actionsFor, shiftDay, upcomingDays } from './day-view';

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

describe('day view helpers', () => {
  const list = [
    reservation({ id: 'b', time: '21:00', createdAt: '2026-04-01T12:00:00.000Z' }),
    reservation({ id: 'a', time: '20:00', guests: 5, createdAt: '2026-04-01T11:00:00.000Z' }),
    reservation({ id: 'c', time: '20:00', createdAt: '2026-04-01T09:00:00.000Z' }),
    reservation({ id: 'd', date: '2026-05-03', guests: 4 }),
  ];

  it('sums the upcoming days', () => {
    expect(upcomingDays(list)).toEqual([
      { date: '2026-05-02', count: 3, guests: 9 },
      { date: '2026-05-03', count: 1, guests: 4 },
    ]);
  });

  it('offers only the moves a state allows', () => {
    expect(actionsFor('pending')).toEqual(['confirmed', 'declined', 'cancelled']);
    expect(actionsFor('confirmed')).toEqual(['declined', 'cancelled']);
    expect(actionsFor('declined')).toEqual([]);
    expect(actionsFor('cancelled')).toEqual([]);
  });

  it('moves across months and years', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
