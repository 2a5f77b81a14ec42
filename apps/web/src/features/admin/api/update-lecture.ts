import {
  type AdminLecture,
  type UpdateLectureRequest,
  ZAdminLectureResponseSchema,
} from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withLecture } from './course-cache';

interface UpdateLectureInput {
  courseId: string;
  lectureId: string;
  patch: UpdateLectureRequest;
}

/** The lecture's title, or whether it is a free preview. */
export async function updateLecture({ lectureId, patch }: UpdateLectureInput): Promise<AdminLecture> {
  const response = await apiRequest(`/api/admin/lectures/${encodeURIComponent(lectureId)}`, {
    method: 'PATCH',
    body: patch,
    schema: import.meta.env.DEV ? ZAdminLectureResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLecture,
    onSuccess: (lecture, { courseId }) => {
      updateStoredCourse(queryClient, courseId, (course) => withLecture(course, lecture));
      afterCourseWrite(queryClient);
    },
  });
}
