import { type OrderSummary, ZOrdersResponseSchema } from '@pathshala/shared/commerce';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getOrders(): Promise<OrderSummary[]> {
  const response = await api.get('/api/payment/orders', {
    schema: import.meta.env.DEV ? ZOrdersResponseSchema : undefined,
  });
  return response.data;
}

export const ordersQueryOptions = () => queryOptions({ queryKey: ['orders'], queryFn: getOrders });

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
