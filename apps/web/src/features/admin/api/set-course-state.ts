import { type AdminCourseDetail, ZAdminCourseResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeCourse } from './course-cache';

/** Where a course can be moved; each is a state, so the same call twice changes nothing. */
export type CourseStateChange = 'publish' | 'unpublish' | 'delete' | 'restore' | 'comingSoon' | 'onSale';

interface SetCourseStateInput {
  courseId: string;
  change: CourseStateChange;
}

/** The course's answer message ('Course published', or that nothing changed) comes with it. */
export async function setCourseState({
  courseId,
  change,
}: SetCourseStateInput): Promise<{ course: AdminCourseDetail; message: string }> {
  const path = `/api/admin/courses/${encodeURIComponent(courseId)}`;
  const options = { schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined };
  const response =
    change === 'delete'
      ? await api.delete(path, options)
      : change === 'comingSoon' || change === 'onSale'
        ? await api.put(`${path}/coming-soon`, { comingSoon: change === 'comingSoon' }, options)
        : await api.post(`${path}/${change}`, undefined, options);
  return { course: response.data, message: response.message };
}

export function useSetCourseState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseState,
    onSuccess: ({ course }) => storeCourse(queryClient, course),
  });
}
