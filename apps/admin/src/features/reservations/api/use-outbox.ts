import { endpointQuery } from '@bar/client/endpoint-query';
import { listOutbox, resendOutbox } from '@bar/client/endpoints/outbox';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallOptions } from '../../../components/editor-kit/use-call-options';

/** Every message sent or queued, and sending one again. */
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
