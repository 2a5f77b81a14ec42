import { ZCourseLearnersResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import { toQueryString } from '../utils/query-string';

export type CourseLearner = z.infer<typeof ZCourseLearnersResponseSchema>['data']['items'][number];
export type LearnersSort = 'enrolledAt' | 'progress' | 'name';
export type LearnersParams = ListParams<LearnersSort>;

/** A course's enrolled learners and how far each has got; another instructor's course is a 404. */
export async function getCourseLearners(
  courseId: string,
  params: LearnersParams,
): Promise<Page<CourseLearner>> {
  const path = `/api/instructor/courses/${encodeURIComponent(courseId)}/learners${toQueryString(params)}`;
  const response = await api.get(path, {
    schema: import.meta.env.DEV ? ZCourseLearnersResponseSchema : undefined,
  });
  return response.data;
}

export const courseLearnersQueryOptions = (courseId: string, params: LearnersParams) =>
  queryOptions({
    queryKey: ['instructor', 'learners', courseId, params],
    queryFn: () => getCourseLearners(courseId, params),
    placeholderData: keepPreviousData,
  });

export function useCourseLearners(courseId: string, params: LearnersParams) {
  return useQuery(courseLearnersQueryOptions(courseId, params));
}
