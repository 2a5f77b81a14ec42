import { type AdminChapter, ZAdminChapterResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

interface RenameChapterInput {
  courseId: string;
  chapterId: string;
  name: string;
}

export async function renameChapter({ chapterId, name }: RenameChapterInput): Promise<AdminChapter> {
  const response = await apiRequest(`/api/admin/chapters/${encodeURIComponent(chapterId)}`, {
    method: 'PATCH',
    body: { name },
    schema: import.meta.env.DEV ? ZAdminChapterResponseSchema : undefined,
  });
  return response.data;
}

export function useRenameChapter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameChapter,
    onSuccess: (chapter, { courseId }) => {
      updateStoredCourse(queryClient, courseId, (course) =>
        withChapters(
          course,
          course.chapters.map((item) => (item.id === chapter.id ? chapter : item)),
        ),
      );
      afterCourseWrite(queryClient);
    },
  });
}
