import { type AdminChapter, ZAdminChapterResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

/** 201 with the chapter, added after the others. */
export async function createChapter({
  courseId,
  name,
}: {
  courseId: string;
  name: string;
}): Promise<AdminChapter> {
  const response = await api.post(
    `/api/admin/courses/${encodeURIComponent(courseId)}/chapters`,
    { name },
    { schema: import.meta.env.DEV ? ZAdminChapterResponseSchema : undefined },
  );
  return response.data;
}

export function useCreateChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChapter,
    onSuccess: (chapter, { courseId }) => {
      updateStoredCourse(queryClient, courseId, (course) =>
        withChapters(course, [...course.chapters, chapter]),
      );
      afterCourseWrite(queryClient);
    },
  });
}
