import { type AdminOrder, ZAdminOrdersResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../utils/labels';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type OrdersSort = 'createdAt' | 'amount';
/** `from`/`to`: whole days in India time (YYYY-MM-DD); `q`: receipt or e-mail; `coupon`: a code. */
export type OrdersParams = ListParams<OrdersSort> & {
  status?: OrderStatus;
  from?: string;
  to?: string;
  courseId?: string;
  coupon?: string;
};

export const getOrders = (params: OrdersParams): Promise<Page<AdminOrder>> =>
  fetchPage('/api/admin/orders', params, import.meta.env.DEV ? ZAdminOrdersResponseSchema : undefined);

export const ordersQueryOptions = (params: OrdersParams) =>
  pageQueryOptions(['admin', 'orders'], params, getOrders);

export function useOrders(params: OrdersParams) {
  return useQuery(ordersQueryOptions(params));
}
