import { useCsvDownload } from '../../../components/editor-kit/use-csv-download';
import { createApiClient } from '@bar/client/api-client';
import { endpointQuery } from '@bar/client/endpoint-query';
import {
  listAdminReservations,
  listOutbox,
  listSubscribers,
  removeSubscriber,
  resendOutbox,
  setReservationState,
  type SetReservationStateBody,
} from '@bar/client/endpoints/staff-guests';
import type { ReservationState } from '@bar/domain/reservations/schema';
import type { Order } from '@bar/domain/checkout/schema';
import { listAdminOrders } from '@bar/client/endpoints/checkout';

type OrderState = Order['state'];
import type { SubscriberState } from '@bar/domain/subscriptions/check';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The API client signed with the session's token, its errors in the panel's language. */
function useCallOptions() {
  const { getIdToken } = useAuth();
  const { i18n } = useTranslation('admin');
  return useMemo(
    () => ({ client: createApiClient({ getToken: () => getIdToken() }), locale: i18n.language }),
    [getIdToken, i18n.language],
  );
}

/** Reservations from a day on (today when `from` is not given), with covers per slot. */
export function useReservations(from: string | undefined, state: ReservationState | undefined) {
  const options = useCallOptions();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...endpointQuery(listAdminReservations, { query: { from, state } }, options),
    placeholderData: (previous) => previous,
  });
  const move = useMutation({
    mutationFn: ({ id, ...body }: SetReservationStateBody & { id: string }) =>
      setReservationState({ params: { id }, body }, options),
    // A confirmation or a refusal is a mail to the guest: the outbox lists it too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [listAdminReservations.route] }),
        queryClient.invalidateQueries({ queryKey: [listOutbox.route] }),
      ]),
  });
  return { list, move };
}

export function useSubscribers(state: SubscriberState | undefined) {
  const options = useCallOptions();
  const queryClient = useQueryClient();
  const list = useQuery(endpointQuery(listSubscribers, { query: { state } }, options));
  const remove = useMutation({
    mutationFn: (id: string) => removeSubscriber({ params: { id } }, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listSubscribers.route] }),
  });
  return { list, remove };
}

/** The online orders (PayPal), newest first, optionally in one state. */
export function useOrders(state: OrderState | undefined) {
  const options = useCallOptions();
  return useQuery(endpointQuery(listAdminOrders, { query: { state } }, options));
}

export function useOutbox() {
  const options = useCallOptions();
  const queryClient = useQueryClient();
  const list = useQuery(endpointQuery(listOutbox, {}, options));
  const resend = useMutation({
    mutationFn: (id: string) => resendOutbox({ params: { id } }, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listOutbox.route] }),
  });
  return { list, resend };
}

/** Downloads the subscribers as CSV with the session's token (a plain link would carry none). */
export function useSubscribersCsv() {
  const download = useCsvDownload();
  return (state: SubscriberState | undefined): Promise<void> =>
    download(
      `/api/admin/subscribers/export.csv${state ? `?state=${state}` : ''}`,
      'subscribers.csv',
    );
}
