import { type AdminChapter, ZAdminChaptersResponseSchema } from '@pathshala/shared/admin-courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCourseKey, afterCourseWrite, updateStoredCourse, withChapters } from './course-cache';

interface ReorderLecturesInput {
  courseId: string;
  chapterId: string;
  /** The chapter's new list: all its lectures, plus any lecture of another chapter that moves here. */
  lectureIds: string[];
}

export async function reorderLectures({
  chapterId,
  lectureIds,
}: ReorderLecturesInput): Promise<AdminChapter[]> {
  const response = await api.put(
    `/api/admin/chapters/${encodeURIComponent(chapterId)}/lectures/order`,
    { lectureIds },
    { schema: import.meta.env.DEV ? ZAdminChaptersResponseSchema : undefined },
  );
  return response.data;
}

/**
 * A move within a chapter or into another: shown at once, put back if the server refuses it. The server
 * answers every chapter of the course, so a lecture taken from another chapter leaves it there too.
 */
export function useReorderLectures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderLectures,
    onMutate: async ({ courseId, chapterId, lectureIds }) => {
      await queryClient.cancelQueries({ queryKey: adminCourseKey(courseId) });
      const before = queryClient.getQueryData(adminCourseKey(courseId));
      updateStoredCourse(queryClient, courseId, (course) => {
        const lectures = new Map(
          course.chapters.flatMap((chapter) => chapter.lectures).map((lecture) => [lecture.id, lecture]),
        );
        const moving = new Set(lectureIds);
        return withChapters(
          course,
          course.chapters.map((chapter) =>
            chapter.id === chapterId
              ? {
                  ...chapter,
                  lectures: lectureIds.flatMap((id) => {
                    const lecture = lectures.get(id);
                    return lecture ? [{ ...lecture, chapterId }] : [];
                  }),
                }
              : { ...chapter, lectures: chapter.lectures.filter((lecture) => !moving.has(lecture.id)) },
          ),
        );
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
