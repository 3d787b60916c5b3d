import { endpointQuery } from '@bar/client/endpoint-query';
import { getAdminToday } from '@bar/client/endpoints/today';
import { useQuery } from '@tanstack/react-query';
import { useCallOptions } from '../../../components/editor-kit/use-call-options';

/** The landing's summary of the day: one read of the API. */
export function useToday() {
  const options = useCallOptions();
  return useQuery(endpointQuery(getAdminToday, {}, options));
}
