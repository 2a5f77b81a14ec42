import { ZAdminCoursesResponseSchema } from '@pathshala/shared/admin-courses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toQueryString } from '../utils/query-string';

/** The courses one can enrol learners in: drafts too (a pilot batch), deleted ones not. */
export interface EnrolmentCourse {
  value: string;
  label: string;
}

const LIMIT = 100;

/** Courses by title; a search (`q`: title or subject) narrows a catalogue larger than one list. */
async function getEnrolmentCourses(q: string) {
  const response = await api.get(
    `/api/admin/courses${toQueryString({ page: 1, pageSize: LIMIT, sort: 'title', order: 'asc', q })}`,
    { schema: import.meta.env.DEV ? ZAdminCoursesResponseSchema : undefined },
  );
  return response.data;
}

export function useEnrolmentCourses(q = '') {
  return useQuery({
    ...queryOptions({
      queryKey: ['admin', 'enrolment-courses', q],
      queryFn: () => getEnrolmentCourses(q),
      staleTime: 60_000,
    }),
    select: (page) => ({
      options: page.items.map(
        (course): EnrolmentCourse => ({
          value: course.id,
          label: course.state === 'draft' ? `${course.title} (draft)` : course.title,
        }),
      ),
      /** More courses match than the list holds: a search narrows them. */
      more: page.total > page.items.length,
    }),
  });
}
