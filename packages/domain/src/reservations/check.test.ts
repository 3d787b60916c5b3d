import { describe, expect, it } from 'vitest';
import { checkReservation, type ReservationFields } from './check.js';
import { buildIcs } from './ics.js';
import { canMove } from './schema.js';

const valid: ReservationFields = {
  name: 'Ana',
  email: 'ana@example.com',
  phone: '416 555 0199',
  date: '2026-03-03',
  time: '19:00',
  reason: 'birthday',
  guests: 4,
};

describe('checkReservation', () => {
  it('accepts a complete reservation, message optional', () => {
    expect(checkReservation(valid)).toBeNull();
    expect(checkReservation({ ...valid, message: 'window seat' })).toBeNull();
    expect(checkReservation({ ...valid, guests: '199' })).toBeNull();
  });

  it('checks fields in the spec order', () => {
    const empty = {};
    expect(checkReservation(empty)?.field).toBe('name');
    expect(checkReservation({ name: 'A' })?.field).toBe('email');
    expect(checkReservation({ name: 'A', email: 'a@b.co' })?.field).toBe('phone');
    expect(checkReservation({ ...valid, date: '' })?.field).toBe('date');
    expect(checkReservation({ ...valid, reason: 'x' })?.field).toBe('reason');
    expect(checkReservation({ ...valid, guests: null })?.field).toBe('guests');
  });

  it.each(['0165550199', '416555019', '41655501990', 'abc5550199', '+1 416 555 0199'])(
    'refuses the phone %s',
    (phone) => {
      expect(checkReservation({ ...valid, phone })).toEqual({
        field: 'phone',
        id: 'reservations.errors.phoneInvalid',
      });
    },
  );

  it.each([0, 200, 2.5, -1, '12a'])('refuses %s guests', (guests) => {
    expect(checkReservation({ ...valid, guests })?.id).toBe('reservations.errors.guestsRange');
  });

  it('refuses an impossible date or time', () => {
    expect(checkReservation({ ...valid, date: '2026-02-30' })?.field).toBe('date');
    expect(checkReservation({ ...valid, time: '24:00' })?.field).toBe('date');
  });
});

describe('states', () => {
  it('moves pending to any end state and confirmed to cancelled or declined only', () => {
    expect(canMove('pending', 'confirmed')).toBe(true);
    expect(canMove('pending', 'pending')).toBe(false);
    expect(canMove('confirmed', 'cancelled')).toBe(true);
    expect(canMove('confirmed', 'pending')).toBe(false);
    expect(canMove('cancelled', 'confirmed')).toBe(false);
    expect(canMove('declined', 'cancelled')).toBe(false);
  });
});

describe('buildIcs', () => {
  it('writes one UTC event with escaped, folded text', () => {
    const ics = buildIcs({
      uid: 'r1@bar',
      start: new Date('2026-03-03T00:00:00Z'),
      durationMinutes: 120,
      summary: 'Reserva, 4 personas; Cantina',
      location: 'Calle 1',
      description: 'x'.repeat(200),
      stamp: new Date('2026-03-01T12:00:00Z'),
    });
    expect(ics).toContain('DTSTART:20260303T000000Z\r\n');
    expect(ics).toContain('DTEND:20260303T020000Z\r\n');
    expect(ics).toContain('SUMMARY:Reserva\\, 4 personas\\; Cantina\r\n');
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
