import { type AdminCourseDetail, ZAdminCourseResponseSchema } from '@pathshala/shared/admin-courses';
import type { LectureNotReady } from '@pathshala/shared/admin-courses-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { storeCourse } from './course-cache';

/** Where a course can be moved; each is a state, so the same call twice changes nothing. */
export type CourseStateChange = 'publish' | 'unpublish' | 'delete' | 'restore' | 'comingSoon' | 'onSale';

interface SetCourseStateInput {
  courseId: string;
  change: CourseStateChange;
  /** Publish although lectures have no video ready: the admin saw the list the refusal named. */
  publishAnyway?: boolean;
}

/** The lectures a refused publish names (409), or null when it was refused for another reason. */
export function lecturesNotReadyOf(error: unknown): LectureNotReady[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('lectures' in body)) return null;
  return Array.isArray(body.lectures) && body.lectures.length > 0
    ? (body.lectures as LectureNotReady[])
    : null;
}

/** The course's answer message ('Course published', or that nothing changed) comes with it. */
export async function setCourseState({
  courseId,
  change,
  publishAnyway = false,
}: SetCourseStateInput): Promise<{ course: AdminCourseDetail; message: string }> {
  const path = `/api/admin/courses/${encodeURIComponent(courseId)}`;
  const options = { schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined };
  const response =
    change === 'delete'
      ? await api.delete(path, options)
      : change === 'comingSoon' || change === 'onSale'
        ? await api.put(`${path}/coming-soon`, { comingSoon: change === 'comingSoon' }, options)
        : await api.post(`${path}/${change}`, publishAnyway ? { publishAnyway } : undefined, options);
  return { course: response.data, message: response.message };
}

export function useSetCourseState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCourseState,
    onSuccess: ({ course }) => storeCourse(queryClient, course),
  });
}
