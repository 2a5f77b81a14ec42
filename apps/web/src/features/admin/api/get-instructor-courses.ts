import { type InstructorCourse, ZInstructorCoursesResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type InstructorCoursesSort = 'title' | 'revenue' | 'activeEnrollments';
export type InstructorCoursesParams = ListParams<InstructorCoursesSort>;

/** The signed-in instructor's courses (an admin's: every course), with enrolments, revenue and completion. */
export async function getInstructorCourses(params: InstructorCoursesParams): Promise<Page<InstructorCourse>> {
  const response = await api.get(`/api/instructor/courses${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZInstructorCoursesResponseSchema : undefined,
  });
  return response.data;
}

export const instructorCoursesQueryOptions = (params: InstructorCoursesParams) =>
  queryOptions({
    queryKey: ['instructor', 'courses', params],
    queryFn: () => getInstructorCourses(params),
    placeholderData: keepPreviousData,
  });

export function useInstructorCourses(params: InstructorCoursesParams) {
  return useQuery(instructorCoursesQueryOptions(params));
}
