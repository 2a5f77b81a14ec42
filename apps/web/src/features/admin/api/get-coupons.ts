import { type AdminCoupon, ZAdminCouponsResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type CouponsSort = 'createdAt' | 'code' | 'usedCount';
export type CouponsParams = ListParams<CouponsSort> & { active?: 'true' | 'false' };

export const getCoupons = (params: CouponsParams): Promise<Page<AdminCoupon>> =>
  fetchPage('/api/admin/coupons', params, import.meta.env.DEV ? ZAdminCouponsResponseSchema : undefined);

export const couponsQueryOptions = (params: CouponsParams) =>
  pageQueryOptions(['admin', 'coupons'], params, getCoupons);

export function useCoupons(params: CouponsParams) {
  return useQuery(couponsQueryOptions(params));
}
