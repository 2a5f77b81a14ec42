import { type CourseDetails, ZGetCourseDetailsResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The course as the catalogue shows it: the instructor view edits its text. */
export type CourseText = CourseDetails;

/**
 * There is no instructor call that reads one course's text, so the edit form starts from the public course
 * details (the same call and cache key as the course page, so an edit shows there too).
 */
export async function getCourseText(courseId: string): Promise<CourseText> {
  const response = await api.post(
    '/api/courses/getCourseDetails',
    { courseId },
    { schema: import.meta.env.DEV ? ZGetCourseDetailsResponseSchema : undefined },
  );
  return response.data.details;
}

export const courseTextQueryOptions = (courseId: string) =>
  queryOptions({ queryKey: ['courses', courseId, 'details'], queryFn: () => getCourseText(courseId) });

export function useCourseText(courseId: string) {
  return useQuery(courseTextQueryOptions(courseId));
}
