import { type CourseDetails, ZGetCourseDetailsResponseSchema } from '@pathshala/shared/catalogue';
import { COURSE_PAGE_DATA_ID } from '@pathshala/shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getCourseDetails(courseId: string): Promise<CourseDetails> {
  const response = await api.post(
    '/api/courses/getCourseDetails',
    { courseId },
    { schema: import.meta.env.DEV ? ZGetCourseDetailsResponseSchema : undefined },
  );
  return response.data.details;
}

/**
 * The details the server sent with this page, for the course it was sent for, taken once: the page draws the
 * course when its scripts run instead of asking the API first. Any other course, a later visit within the app,
 * or a page without them is asked for as usual.
 */
function detailsSentWithPage(courseId: string): CourseDetails | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(COURSE_PAGE_DATA_ID);
  if (!element) return undefined;
  try {
    const sent = JSON.parse(element.textContent ?? '') as {
      courseId?: string;
      response?: { data?: { details?: CourseDetails } };
    };
    if (sent.courseId !== courseId) return undefined;
    element.remove();
    return sent.response?.data?.details;
  } catch {
    element.remove();
    return undefined;
  }
}

export const getCourseDetailsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', courseId, 'details'],
    queryFn: () => getCourseDetails(courseId),
    initialData: () => detailsSentWithPage(courseId),
  });

export function useCourseDetails(courseId: string) {
  return useQuery(getCourseDetailsQueryOptions(courseId));
}
