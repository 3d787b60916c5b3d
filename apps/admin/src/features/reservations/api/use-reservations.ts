import { endpointQuery } from '@bar/client/endpoint-query';
import {
  listAdminReservations,
  setReservationState,
  type SetReservationStateBody,
} from '@bar/client/endpoints/admin-reservations';
import { listOutbox } from '@bar/client/endpoints/outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallOptions } from '../../../components/editor-kit/use-call-options';

/**
 * Reservations from a day on (today when `from` is not given), with covers per slot; the list
 * filters them by state itself.
 */
export function useReservations(from: string | undefined) {
  const options = useCallOptions();
  const queryClient = useQueryClient();
  const list = useQuery({
    ...endpointQuery(listAdminReservations, { query: { from } }, options),
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
