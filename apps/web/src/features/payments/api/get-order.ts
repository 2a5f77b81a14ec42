import { type OrderSummary, ZOrderResponseBodySchema } from '@pathshala/shared/commerce';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One receipt of the learner's; someone else's order, or none, is a 404 like a missing one. */
export async function getOrder(orderId: string): Promise<OrderSummary> {
  const response = await api.get(`/api/payment/orders/${encodeURIComponent(orderId)}`, {
    schema: import.meta.env.DEV ? ZOrderResponseBodySchema : undefined,
  });
  return response.data.order;
}

/** Under ['orders'], so whatever refreshes the orders list refreshes this receipt too. */
export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId], queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
