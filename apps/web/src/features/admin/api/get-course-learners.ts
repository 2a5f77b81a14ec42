import { ZCourseLearnersResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ListParams, Page } from '../utils/list-params';
import { fetchPage, pageQueryOptions } from './list-page';

export type CourseLearner = z.infer<typeof ZCourseLearnersResponseSchema>['data']['items'][number];
export type LearnersSort = 'enrolledAt' | 'progress' | 'name';
export type LearnersParams = ListParams<LearnersSort>;

/** A course's enrolled learners and how far each has got; another instructor's course is a 404. */
export const getCourseLearners = (courseId: string, params: LearnersParams): Promise<Page<CourseLearner>> =>
  fetchPage(
    `/api/instructor/courses/${encodeURIComponent(courseId)}/learners`,
    params,
    import.meta.env.DEV ? ZCourseLearnersResponseSchema : undefined,
  );

export const courseLearnersQueryOptions = (courseId: string, params: LearnersParams) =>
  pageQueryOptions(['instructor', 'learners', courseId], params, (page) => getCourseLearners(courseId, page));

export function useCourseLearners(courseId: string, params: LearnersParams) {
  return useQuery(courseLearnersQueryOptions(courseId, params));
}
