import { ZAdminOrderDetailResponseSchema } from '@pathshala/shared/admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AdminOrderDetail = z.infer<typeof ZAdminOrderDetailResponseSchema>['data'];

/** An order with its items, status history, refunds and the gateway's ids. */
export async function getOrder(orderId: string): Promise<AdminOrderDetail> {
  const response = await api.get(`/api/admin/orders/${encodeURIComponent(orderId)}`, {
    schema: import.meta.env.DEV ? ZAdminOrderDetailResponseSchema : undefined,
  });
  return response.data;
}

export const orderQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['admin', 'order', orderId], queryFn: () => getOrder(orderId) });

export function useOrder(orderId: string) {
  return useQuery(orderQueryOptions(orderId));
}
