import type { Reservation, ReservationState } from '@bar/domain/reservations/schema';
import { canMove } from '@bar/domain/reservations/schema';

export type StaffAction = 'confirmed' | 'declined' | 'cancelled';

/** The days that have reservations, from the earliest, with how many and the guests they bring. */
export function upcomingDays(
  reservations: readonly Reservation[],
): { date: string; count: number; guests: number }[] {
  const days = new Map<string, { count: number; guests: number }>();
  for (const reservation of reservations) {
    const day = days.get(reservation.date) ?? { count: 0, guests: 0 };
    day.count += 1;
    day.guests += reservation.guests;
    days.set(reservation.date, day);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, day]) => ({ date, ...day }));
}

/** What staff may still do to a reservation in this state. */
export function actionsFor(state: ReservationState): StaffAction[] {
  return (['confirmed', 'declined', 'cancelled'] as const).filter((to) => canMove(state, to));
}

/** YYYY-MM-DD plus some days (calendar arithmetic, no time zone involved). */
export function shiftDay(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
