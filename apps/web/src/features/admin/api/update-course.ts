import {
  type AdminCourseDetail,
  type UpdateCourseRequest,
  ZAdminCourseResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeCourse } from './course-cache';

interface UpdateCourseInput {
  courseId: string;
  patch: UpdateCourseRequest;
}

/** Any fields of the course; lists are replaced whole. 409 once the course is deleted. */
export async function updateCourse({ courseId, patch }: UpdateCourseInput): Promise<AdminCourseDetail> {
  const response = await apiRequest(`/api/admin/courses/${encodeURIComponent(courseId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZAdminCourseResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCourse,
    onSuccess: (course) => storeCourse(queryClient, course),
  });
}
