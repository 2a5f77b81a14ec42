import { type AdminCoupon, ZAdminCouponsResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type CouponsSort = 'createdAt' | 'code' | 'usedCount';
export type CouponsParams = ListParams<CouponsSort> & { active?: 'true' | 'false' };

export async function getCoupons(params: CouponsParams): Promise<Page<AdminCoupon>> {
  const response = await api.get(`/api/admin/coupons${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminCouponsResponseSchema : undefined,
  });
  return response.data;
}

export const couponsQueryOptions = (params: CouponsParams) =>
  queryOptions({
    queryKey: ['admin', 'coupons', params],
    queryFn: () => getCoupons(params),
    placeholderData: keepPreviousData,
  });

export function useCoupons(params: CouponsParams) {
  return useQuery(couponsQueryOptions(params));
}
