import { isIsoDate, isTime } from '../events/dates.js';
import type { ReservationMessageId } from './messages.js';
import { isEmailAddress } from '../email.js';
import { phoneDigits } from '../phone.js';

/** The reservation form's fields as the checks read them (no zod: the page loads this cheaply). */
export interface ReservationFields {
  name?: string;
  email?: string;
  phone?: string;
  date?: string;
  time?: string;
  reason?: string;
  guests?: number | string | null;
  message?: string;
}

export const RESERVATION_REASONS = [
  'dinner',
  'birthday',
  'celebration',
  'liveMusic',
  'karaoke',
  'business',
  'other',
] as const;
export type ReservationReason = (typeof RESERVATION_REASONS)[number];

/**
 * Any party the form accepts (the spec's 1-199). The tenant's `maxPartySize` (booking rules, at
 * most GUESTS_MAX) is the largest taken online: the form's `max` and the server's refusal read it.
 */
export const GUESTS_MIN = 1;
export const GUESTS_MAX = 199;
export const RESERVATION_MESSAGE_MAX = 1000;

/** A phone: 10 digits, not starting with 0 (spaces, dashes, dots and brackets allowed). */
const PHONE = /^[1-9]\d{9}$/;

/** Whether a phone passes the form's rule (10 digits, not starting with 0, separators allowed). */
export const isReservationPhone = (phone: string): boolean => PHONE.test(phoneDigits(phone.trim()));

/** Whether a party size is one the form accepts at all (the spec's 1-199). */
export const isGuestCount = (guests: unknown): guests is number =>
  typeof guests === 'number' &&
  Number.isInteger(guests) &&
  guests >= GUESTS_MIN &&
  guests <= GUESTS_MAX;

export interface ReservationIssue {
  field: 'name' | 'email' | 'phone' | 'date' | 'reason' | 'guests';
  id: ReservationMessageId;
}

/**
 * The first failing check, in the spec's field order (name, e-mail, phone, date and time,
 * reason, number of guests; the message is optional). Null when valid.
 */
export function checkReservation(input: ReservationFields): ReservationIssue | null {
  if (!input.name?.trim()) return { field: 'name', id: 'reservations.errors.nameRequired' };
  if (!isEmailAddress(input.email?.trim() ?? ''))
    return { field: 'email', id: 'reservations.errors.emailInvalid' };
  if (!isReservationPhone(input.phone ?? ''))
    return { field: 'phone', id: 'reservations.errors.phoneInvalid' };
  if (!isIsoDate(input.date ?? '') || !isTime(input.time ?? ''))
    return { field: 'date', id: 'reservations.errors.dateRequired' };
  if (!RESERVATION_REASONS.includes(input.reason as ReservationReason))
    return { field: 'reason', id: 'reservations.errors.reasonRequired' };
  const guests = typeof input.guests === 'string' ? Number(input.guests) : input.guests;
  if (!isGuestCount(guests)) return { field: 'guests', id: 'reservations.errors.guestsRange' };
  return null;
}
