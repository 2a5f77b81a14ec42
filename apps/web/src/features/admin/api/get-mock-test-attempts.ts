import {
  type AdminAttempt,
  type AdminAttemptsQuery,
  ZAdminAttemptsResponseSchema,
} from '@pathshala/shared/admin-practice';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type AttemptsSort = AdminAttemptsQuery['sort'];
export type AttemptsParams = ListParams<AttemptsSort> & Partial<Pick<AdminAttemptsQuery, 'status'>>;

/** A test's attempts with learner, score, how each ended and its tab switches and fullscreen exits. */
export const getMockTestAttempts = (testId: string, params: AttemptsParams): Promise<Page<AdminAttempt>> =>
  fetchPage(
    `/api/admin/mock-tests/${encodeURIComponent(testId)}/attempts`,
    params,
    import.meta.env.DEV ? ZAdminAttemptsResponseSchema : undefined,
  );

export function useMockTestAttempts(testId: string, params: AttemptsParams) {
  return useQuery(
    pageQueryOptions(['admin', 'mock-tests', testId, 'attempts'], params, (paged) =>
      getMockTestAttempts(testId, paged),
    ),
  );
}
