import {
  type InstructorCourse,
  type InstructorCourseUpdateRequest,
  ZInstructorCourseResponseSchema,
} from '@pathshala/shared/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CourseText } from './get-course-text';

interface UpdateInstructorCourseInput {
  courseId: string;
  patch: InstructorCourseUpdateRequest;
}

/** The text of a course the caller teaches; prices and publishing stay with admins. */
export async function updateInstructorCourse({
  courseId,
  patch,
}: UpdateInstructorCourseInput): Promise<InstructorCourse> {
  const response = await apiRequest(`/api/instructor/courses/${encodeURIComponent(courseId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZInstructorCourseResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateInstructorCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInstructorCourse,
    onSuccess: (_course, { courseId, patch }) => {
      // What was saved is what the form shows next, not a catalogue answer that may not have caught up yet.
      queryClient.setQueryData<CourseText>(['courses', courseId, 'details'], (course) =>
        course ? { ...course, ...patch } : course,
      );
      void queryClient.invalidateQueries({ queryKey: ['courses'], exact: true });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
      return queryClient.invalidateQueries({ queryKey: ['instructor'] });
    },
  });
}
