import { endpointQuery } from '@bar/client/endpoint-query';
import { listAdminOrders } from '@bar/client/endpoints/checkout';
import type { Order } from '@bar/domain/checkout/schema';
import { useQuery } from '@tanstack/react-query';
import { useCallOptions } from '../../../components/editor-kit/use-call-options';

type OrderState = Order['state'];

/** The online orders (PayPal), newest first, optionally in one state. */
export function useOrders(state: OrderState | undefined) {
  const options = useCallOptions();
  return useQuery(endpointQuery(listAdminOrders, { query: { state } }, options));
}
