import { type AdminChapter, ZAdminChaptersResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCourseKey, afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

interface ReorderChaptersInput {
  courseId: string;
  /** Every chapter of the course, once each, in the new order. */
  chapterIds: string[];
}

export async function reorderChapters({
  courseId,
  chapterIds,
}: ReorderChaptersInput): Promise<AdminChapter[]> {
  const response = await api.put(
    `/api/admin/courses/${encodeURIComponent(courseId)}/chapters/order`,
    { chapterIds },
    { schema: import.meta.env.DEV ? ZAdminChaptersResponseSchema : undefined },
  );
  return response.data;
}

/** The new order shows at once and is put back if the server refuses it (e.g. another admin added a chapter). */
export function useReorderChapters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderChapters,
    onMutate: async ({ courseId, chapterIds }) => {
      await queryClient.cancelQueries({ queryKey: adminCourseKey(courseId) });
      const before = queryClient.getQueryData(adminCourseKey(courseId));
      updateStoredCourse(queryClient, courseId, (course) => {
        const byId = new Map(course.chapters.map((chapter) => [chapter.id, chapter]));
        const ordered = chapterIds.flatMap((id) => byId.get(id) ?? []);
        return withChapters(course, ordered);
      });
      return { before };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.before) queryClient.setQueryData(adminCourseKey(courseId), context.before);
      void queryClient.invalidateQueries({ queryKey: adminCourseKey(courseId) });
    },
    onSuccess: (chapters, { courseId }) => {
      updateStoredCourse(queryClient, courseId, (course) => withChapters(course, chapters));
      afterCourseWrite(queryClient);
    },
  });
}
