import { ZAdminCoursesResponseSchema } from '@pathshala/shared/admin-courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '../utils/query-string';

/** A course to choose in a console form or filter: drafts too (a pilot batch, a coupon ready for launch). */
export interface CourseChoice {
  value: string;
  label: string;
}

const LIMIT = 100;

/**
 * One page of courses by title, never the whole catalogue: at 10,000 courses a list of every one is megabytes
 * for one select. A search (`q`: title or subject) narrows a catalogue larger than the page.
 */
async function getCourseChoices(q: string, kind?: 'course' | 'programme') {
  const response = await api.get(
    `/api/admin/courses${toQueryString({ page: 1, pageSize: LIMIT, sort: 'title', order: 'asc', q, kind })}`,
    { schema: import.meta.env.DEV ? ZAdminCoursesResponseSchema : undefined },
  );
  return response.data;
}

/** `kind` narrows the list to courses or to placement programmes; left out, both are listed. */
export function useCourseChoices(q = '', kind?: 'course' | 'programme') {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'course-choices', q, kind ?? 'any'],
      queryFn: () => getCourseChoices(q, kind),
      staleTime: 60_000,
    }),
    select: (page) => ({
      options: page.items.map(
        (course): CourseChoice => ({
          value: course.id,
          label: course.state === 'draft' ? `${course.title} (draft)` : course.title,
        }),
      ),
      /** More courses match than the list holds: a search narrows them. */
      more: page.total > page.items.length,
    }),
  });
}
