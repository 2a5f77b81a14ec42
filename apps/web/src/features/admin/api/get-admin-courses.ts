import { type AdminCourseSummary, ZAdminCoursesResponseSchema } from '@pathshala/shared/admin-courses';
import type { CourseState } from '@pathshala/shared/admin-courses-constants';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type AdminCoursesSort = 'updatedAt' | 'createdAt' | 'title';
/** No state: every course but the deleted ones (the API's default). */
export type AdminCoursesParams = ListParams<AdminCoursesSort> & { state?: CourseState | 'all' };

export const getAdminCourses = (params: AdminCoursesParams): Promise<Page<AdminCourseSummary>> =>
  fetchPage('/api/admin/courses', params, import.meta.env.DEV ? ZAdminCoursesResponseSchema : undefined);

export const adminCoursesQueryOptions = (params: AdminCoursesParams) =>
  pageQueryOptions(['admin', 'courses'], params, getAdminCourses);

export function useAdminCourses(params: AdminCoursesParams) {
  return useQuery(adminCoursesQueryOptions(params));
}
