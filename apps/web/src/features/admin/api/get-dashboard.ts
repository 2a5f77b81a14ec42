import { type Dashboard, ZDashboardResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '../utils/query-string';

/** India-time calendar days (YYYY-MM-DD), both included. */
export interface DashboardRange {
  from: string;
  to: string;
}

/** Totals, one row per day (zeros filled in), top courses, coupon use and the applications funnel. */
export async function getDashboard(range: DashboardRange): Promise<Dashboard> {
  const response = await api.get(`/api/admin/dashboard${toQueryString(range)}`, {
    schema: import.meta.env.DEV ? ZDashboardResponseSchema : undefined,
  });
  return response.data;
}

export const dashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: ['admin', 'dashboard', range],
    queryFn: () => getDashboard(range),
    // Another range keeps the figures on screen (faded) until its own arrive.
    placeholderData: keepPreviousData,
  });

export function useDashboard(range: DashboardRange) {
  return useQuery(dashboardQueryOptions(range));
}
