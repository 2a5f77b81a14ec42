import { type AdminCourseSummary, ZAdminCoursesResponseSchema } from '@pathshala/shared/admin-courses';
import type { CourseState } from '@pathshala/shared/admin-courses-constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type AdminCoursesSort = 'updatedAt' | 'createdAt' | 'title';
/** No state: every course but the deleted ones (the API's default). */
export type AdminCoursesParams = ListParams<AdminCoursesSort> & { state?: CourseState | 'all' };

export async function getAdminCourses(params: AdminCoursesParams): Promise<Page<AdminCourseSummary>> {
  const response = await api.get(`/api/admin/courses${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminCoursesResponseSchema : undefined,
  });
  return response.data;
}

export const adminCoursesQueryOptions = (params: AdminCoursesParams) =>
  queryOptions({
    queryKey: ['admin', 'courses', params],
    queryFn: () => getAdminCourses(params),
    placeholderData: keepPreviousData,
  });

export function useAdminCourses(params: AdminCoursesParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
