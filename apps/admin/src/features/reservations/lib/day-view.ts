import type { Reservation, ReservationState } from '@bar/domain/reservations/schema';
import { canMove } from '@bar/domain/reservations/schema';

export type StaffAction = 'confirmed' | 'declined' | 'cancelled';

/** One slot of a day: its reservations (earliest booked first) and the covers it holds. */
export type SlotGroup = {
  time: string;
  reservations: Reservation[];
  /** Covers held (pending and confirmed), as the API counts them. */
  covers: number;
};

/** The day's reservations grouped by slot, slots in time order. */
export function slotsOfDay(
  reservations: readonly Reservation[],
  covers: Readonly<Record<string, number>>,
  date: string,
): SlotGroup[] {
  const bySlot = new Map<string, Reservation[]>();
  for (const reservation of reservations) {
    if (reservation.date !== date) continue;
    const list = bySlot.get(reservation.time) ?? [];
    list.push(reservation);
    bySlot.set(reservation.time, list);
  }
  return [...bySlot.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([time, list]) => ({
      time,
      reservations: [...list].sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      covers: covers[`${date} ${time}`] ?? 0,
    }));
}

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
