import { type AdminOrder, ZAdminOrdersResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OrderStatus } from '../utils/labels';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type OrdersSort = 'createdAt' | 'amount';
/** `from`/`to`: whole days in India time (YYYY-MM-DD); `q`: receipt or e-mail; `coupon`: a code. */
export type OrdersParams = ListParams<OrdersSort> & {
  status?: OrderStatus;
  from?: string;
  to?: string;
  courseId?: string;
  coupon?: string;
};

export async function getOrders(params: OrdersParams): Promise<Page<AdminOrder>> {
  const response = await api.get(`/api/admin/orders${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminOrdersResponseSchema : undefined,
  });
  return response.data;
}

export const ordersQueryOptions = (params: OrdersParams) =>
  queryOptions({
    queryKey: ['admin', 'orders', params],
    queryFn: () => getOrders(params),
    placeholderData: keepPreviousData,
  });

export function useOrders(params: OrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
