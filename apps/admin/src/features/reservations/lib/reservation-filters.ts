import type { Reservation } from '@bar/domain/reservations/schema';
import { matchesSearch, searchWords } from '../../../components/list-tools/use-list-view';
import { shiftDay } from './day-view';

/**
 * The reservations list's view, besides the search: when (today, the next 7 days, today and
 * after, the past, or one chosen day) and the state. Days are the restaurant's own (its time
 * zone), as the API gives them.
 */
export const RESERVATION_FILTER_DEFAULTS = { when: 'today', day: '', state: 'all' };
export type ReservationFilters = typeof RESERVATION_FILTER_DEFAULTS;
export const RESERVATION_WHEN = ['today', 'week', 'upcoming', 'past', 'day'] as const;

/** How far back the past reaches. */
const PAST_DAYS = 366;

/**
 * The first day to ask the API for: a year back for the past, the chosen day for one day, else
 * none (the API starts at the restaurant's today). `localToday` is the browser's day: a year
 * back, a day of time zone makes no difference.
 */
export function reservationsFrom(
  filters: Pick<ReservationFilters, 'when' | 'day'>,
  localToday: string,
): string | undefined {
  if (filters.when === 'past') return shiftDay(localToday, -PAST_DAYS);
  if (filters.when === 'day' && filters.day) return filters.day;
  return undefined;
}

/** The day a one-day view shows: the chosen one, else today. */
export const shownDay = (filters: Pick<ReservationFilters, 'when' | 'day'>, today: string) =>
  filters.when === 'day' && filters.day ? filters.day : today;

/**
 * The reservations a view shows, by day and time (the past most recent day first): the search
 * looks in the guest's name, e-mail and phone (accents and case ignored; a phone matches its
 * digits, "416 555" finds "(416) 555-0199").
 */
export function filterReservations(
  reservations: readonly Reservation[],
  today: string,
  q: string,
  filters: ReservationFilters,
): Reservation[] {
  const words = searchWords(q);
  const digits = words.join('').replace(/\D/g, '');
  const week = shiftDay(today, 6);
  const day = shownDay(filters, today);
  const inWhen = (date: string) => {
    switch (filters.when) {
      case 'week':
        return date >= today && date <= week;
      case 'upcoming':
        return date >= today;
      case 'past':
        return date < today;
      default:
        return date === day;
    }
  };
  const shown = reservations.filter(
    (reservation) =>
      inWhen(reservation.date) &&
      (filters.state === 'all' || reservation.state === filters.state) &&
      (matchesSearch(words, [reservation.name, reservation.email, reservation.phone]) ||
        (digits.length >= 3 &&
          /^[\d\s().+-]+$/.test(q.trim()) &&
          reservation.phone.replace(/\D/g, '').includes(digits))),
  );
  const key = (r: Reservation) => `${r.time} ${r.createdAt}`;
  return shown.sort((a, b) =>
    a.date !== b.date
      ? filters.when === 'past'
        ? b.date.localeCompare(a.date)
        : a.date.localeCompare(b.date)
      : key(a).localeCompare(key(b)),
  );
}

/** One slot of the list: a day and a time, its reservations and the covers it holds. */
export type DaySlot = { date: string; time: string; reservations: Reservation[]; covers: number };

/** Reservations (already in order) grouped by slot, the covers as the API counts them. */
export function slotsOf(
  reservations: readonly Reservation[],
  covers: Readonly<Record<string, number>>,
): DaySlot[] {
  const slots: DaySlot[] = [];
  for (const reservation of reservations) {
    const last = slots.at(-1);
    if (last && last.date === reservation.date && last.time === reservation.time)
      last.reservations.push(reservation);
    else
      slots.push({
        date: reservation.date,
        time: reservation.time,
        reservations: [reservation],
        covers: covers[`${reservation.date} ${reservation.time}`] ?? 0,
      });
  }
  return slots;
}
