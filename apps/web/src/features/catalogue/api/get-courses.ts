import { type CourseSummary, ZGetCoursesResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getCourses(): Promise<CourseSummary[]> {
  const response = await api.get('/api/courses/getCourse', {
    schema: import.meta.env.DEV ? ZGetCoursesResponseSchema : undefined,
  });
  return response.data;
}

export const getCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'],
    queryFn: getCourses,
  });

export function useCourses() {
  return useQuery(getCoursesQueryOptions());
}
