import { useCsvDownload } from '../../../components/editor-kit/use-csv-download';
import { endpointQuery } from '@bar/client/endpoint-query';
import { listSubscribers, removeSubscriber } from '@bar/client/endpoints/subscribers';
import type { SubscriberState } from '@bar/domain/subscriptions/check';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallOptions } from '../../../components/editor-kit/use-call-options';

/** The whole mailing list (the list filters it itself) and the erasure of a subscriber. */
export function useSubscribers() {
  const options = useCallOptions();
  const queryClient = useQueryClient();
  const list = useQuery(endpointQuery(listSubscribers, { query: {} }, options));
  const remove = useMutation({
    mutationFn: (id: string) => removeSubscriber({ params: { id } }, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [listSubscribers.route] }),
  });
  return { list, remove };
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
