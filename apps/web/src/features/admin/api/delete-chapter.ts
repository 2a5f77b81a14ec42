import { ZAdminMessageResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

/** An empty chapter only: one with lectures is a 409 (move or delete them first). */
export async function deleteChapter({ chapterId }: { courseId: string; chapterId: string }) {
  await api.delete(`/api/admin/chapters/${encodeURIComponent(chapterId)}`, {
    schema: import.meta.env.DEV ? ZAdminMessageResponseSchema : undefined,
  });
}

export function useDeleteChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChapter,
    onSuccess: (_answer, { courseId, chapterId }) => {
      updateStoredCourse(queryClient, courseId, (course) =>
        withChapters(
          course,
          course.chapters.filter((chapter) => chapter.id !== chapterId),
        ),
      );
      afterCourseWrite(queryClient);
    },
  });
}
