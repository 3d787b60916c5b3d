import type { ReservationInput } from '@bar/domain/reservations/schema';
import { apiClient, type ApiClient } from './api-client';

export type { ReservationInput } from '@bar/domain/reservations/schema';

export interface Availability {
  date: string;
  timeZone: string;
  minDate: string;
  maxDate: string;
  maxPartySize: number;
  capacityPerSlot: number;
  closed: boolean;
  slots: { time: string; left: number }[];
}

export interface GuestReservation {
  id: string;
  name: string;
  date: string;
  time: string;
  guests: number;
  state: 'pending' | 'confirmed' | 'declined' | 'cancelled';
}

/** GET /api/reservations/availability?date= — a day's bookable slots and the covers left. */
export const getAvailability = (date: string, client: ApiClient = apiClient) =>
  client.request<Availability>('/api/reservations/availability', {
    query: { date },
    cache: 'no-store',
  });

/**
 * POST /api/reservations — the server checks the spec's fields in order (translated 400), the
 * slot and its capacity (409 with the next free slots). The key makes a double click harmless.
 */
export const sendReservation = (
  input: ReservationInput,
  options: { locale: string; idempotencyKey: string },
  client: ApiClient = apiClient,
) =>
  client.request<{ ok: true; id: string; state: string; message: string }>('/api/reservations', {
    method: 'POST',
    body: { ...input, locale: options.locale },
    locale: options.locale,
    headers: { 'idempotency-key': options.idempotencyKey },
  });

/** GET /api/reservations/by-token — the reservation a cancel link names. */
export const getReservationByToken = (
  token: string,
  locale: string,
  client: ApiClient = apiClient,
) =>
  client.request<GuestReservation>('/api/reservations/by-token', {
    query: { token },
    locale,
    cache: 'no-store',
  });

/** POST /api/reservations/cancel — cancels through the signed link (idempotent). */
export const cancelReservation = (token: string, locale: string, client: ApiClient = apiClient) =>
  client.request<GuestReservation>('/api/reservations/cancel', {
    method: 'POST',
    body: { token, locale },
    locale,
  });
