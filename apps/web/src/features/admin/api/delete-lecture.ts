import { ZAdminMessageResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

/** Its video and notes go with it, and learners' progress on it. */
export async function deleteLecture({ lectureId }: { courseId: string; lectureId: string }) {
  await api.delete(`/api/admin/lectures/${encodeURIComponent(lectureId)}`, {
    schema: import.meta.env.DEV ? ZAdminMessageResponseSchema : undefined,
  });
}

export function useDeleteLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLecture,
    onSuccess: (_answer, { courseId, lectureId }) => {
      updateStoredCourse(queryClient, courseId, (course) =>
        withChapters(
          course,
          course.chapters.map((chapter) => ({
            ...chapter,
            lectures: chapter.lectures.filter((lecture) => lecture.id !== lectureId),
          })),
        ),
      );
      afterCourseWrite(queryClient);
    },
  });
}
