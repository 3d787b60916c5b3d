import type { Contract } from '@bar/domain/api/contract';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { CallInput, CallOptions, Endpoint } from './endpoint';

/**
 * TanStack Query options for a read: the key is the endpoint's route plus its input, so
 * `queryClient.invalidateQueries({ queryKey: [listEvents.route] })` refreshes every read of it.
 * (A module of its own: the public site calls endpoints without TanStack Query.)
 */
export function endpointQuery<C extends Contract>(
  call: Endpoint<C>,
  input: CallInput<C>,
  options: Omit<CallOptions, 'signal'> = {},
) {
  return queryOptions({
    queryKey: [call.route, input] as const,
    queryFn: ({ signal }) => call(input, { ...options, signal }),
  });
}

/** Mutation options for a write; the variables are the call's input. */
export function endpointMutation<C extends Contract>(call: Endpoint<C>, options: CallOptions = {}) {
  return mutationOptions({
    mutationKey: [call.route],
    mutationFn: (input: CallInput<C>) => call(input, options),
  });
}
