import { type CourseDetails, ZGetCourseDetailsResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { takeSentWithPage } from './sent-with-page';

export async function getCourseDetails(courseId: string): Promise<CourseDetails> {
  const response = await api.post(
    '/api/courses/getCourseDetails',
    { courseId },
    { schema: import.meta.env.DEV ? ZGetCourseDetailsResponseSchema : undefined },
  );
  return response.data.details;
}

export const getCourseDetailsQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: ['courses', courseId, 'details'],
    queryFn: () => getCourseDetails(courseId),
    initialData: () => takeSentWithPage(courseId, 'details'),
  });

export function useCourseDetails(courseId: string) {
  return useQuery(getCourseDetailsQueryOptions(courseId));
}
