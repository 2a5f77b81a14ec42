import { type InstructorCourse, ZInstructorCoursesResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type InstructorCoursesSort = 'title' | 'revenue' | 'activeEnrollments';
export type InstructorCoursesParams = ListParams<InstructorCoursesSort>;

/** The signed-in instructor's courses (an admin's: every course), with enrolments, revenue and completion. */
export const getInstructorCourses = (params: InstructorCoursesParams): Promise<Page<InstructorCourse>> =>
  fetchPage(
    '/api/instructor/courses',
    params,
    import.meta.env.DEV ? ZInstructorCoursesResponseSchema : undefined,
  );

export const instructorCoursesQueryOptions = (params: InstructorCoursesParams) =>
  pageQueryOptions(['instructor', 'courses'], params, getInstructorCourses);

export function useInstructorCourses(params: InstructorCoursesParams) {
  return useQuery(instructorCoursesQueryOptions(params));
}
