import { type CourseSummary, ZGetCoursesResponseSchema } from '@pathshala/shared/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The catalogue's course list (one cached public call, the same cache key as the catalogue's), for the
 * course pickers of the coupon form and the orders filter.
 */
export async function getCourseOptions(): Promise<CourseSummary[]> {
  const response = await api.get('/api/courses/getCourse', {
    schema: import.meta.env.DEV ? ZGetCoursesResponseSchema : undefined,
  });
  return response.data;
}

export const courseOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['courses'], queryFn: getCourseOptions, staleTime: 5 * 60_000 });

export function useCourseOptions() {
  return useQuery({
    ...courseOptionsQueryOptions(),
    select: (courses) =>
      courses
        .map((course) => ({ value: course.id, label: course.title }))
        .sort((a, b) => a.label.localeCompare(b.label, 'en-IN')),
  });
}
